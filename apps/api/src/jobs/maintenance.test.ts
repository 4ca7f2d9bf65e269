import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mediaFiles, presenceUses, stationDisplays } from '../db/schema';
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

it('forgets code-step uses older than three days, and keeps the recent ones', async () => {
  const { user } = await registerUser(t.app);
  const [display] = await t.database.db
    .insert(stationDisplays)
    .values({
      id: '3f8fad5b-d9cb-469f-a165-70867728950e',
      station: 'Cernier I',
      label: 'Baie',
      createdAt: t.clock.now(),
    })
    .returning();
  const now = t.clock.now().getTime();
  await t.database.db.insert(presenceUses).values([
    { displayId: display!.id, step: 1, userId: user.id, createdAt: new Date(now - 73 * 3_600_000) },
    { displayId: display!.id, step: 2, userId: user.id, createdAt: new Date(now - 47 * 3_600_000) },
  ]);
  expect(await t.app.maintenance.prunePresenceUses()).toBe(1);
  const left = await t.database.db.select({ step: presenceUses.step }).from(presenceUses);
  expect(left).toEqual([{ step: 2 }]);
});
