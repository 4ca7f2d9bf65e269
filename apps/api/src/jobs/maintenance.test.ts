import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mediaFiles } from '../db/schema';
import { postWash, registerUser } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-18T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const keys = async () =>
  (await t.database.db.select({ key: mediaFiles.key }).from(mediaFiles)).map((row) => row.key);

it('removes media older than an hour that no row references, and keeps every other file', async () => {
  const { cookie, user } = await registerUser(t.app);
  const wash = await postWash(t.app, cookie);
  expect(wash.statusCode).toBe(201);
  const kept = await keys();
  // An upload whose row never came (a crash between the file and its row).
  const orphan = `washes/${user.id}/00000000-0000-4000-8000-000000000001.jpg`;
  await t.app.storage.put(orphan, Buffer.from('jpeg'), 'image/jpeg');
  await t.database.db
    .update(mediaFiles)
    .set({ createdAt: new Date('2026-11-18T08:30:00Z') })
    .where(eq(mediaFiles.key, orphan));
  // One just written: its row may still be on its way.
  const fresh = `washes/${user.id}/00000000-0000-4000-8000-000000000002.jpg`;
  await t.app.storage.put(fresh, Buffer.from('jpeg'), 'image/jpeg');
  // Make the wash's own files old too: referenced, they stay.
  for (const key of kept)
    await t.database.db
      .update(mediaFiles)
      .set({ createdAt: new Date('2026-11-17T10:00:00Z') })
      .where(eq(mediaFiles.key, key));

  expect(await t.app.maintenance.removeOrphanMedia()).toBe(1);
  expect((await keys()).sort()).toEqual([...kept, fresh].sort());
  await t.app.maintenance.run();
  expect((await keys()).sort()).toEqual([...kept, fresh].sort());
});
