import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createNotification } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function notify(
  userId: string,
  title: string,
  extra: Partial<Parameters<typeof createNotification>[1]> = {},
) {
  t.clock.advance(1000);
  return createNotification(t.database.db, {
    userId,
    type: 'other',
    text: () => ({ title, message: `${title} (message)` }),
    createdAt: t.clock.now(),
    ...extra,
  });
}

const list = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/viral/notifications${query}`, headers: { cookie } });
const markRead = (cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/viral/notifications/${id}/read`, headers: { cookie } });

describe('notifications', () => {
  it('lists the user’s notifications newest first, with their data and the unread count', async () => {
    const { cookie, user } = await registerUser(t.app);
    await notify(user.id, 'Première');
    await notify(user.id, 'Niveau', {
      type: 'level_up',
      data: { new_level: 2, new_level_name: 'Débutant' },
    });
    await notify(user.id, 'Série', { type: 'streak', data: { streak_count: 3 } });
    const response = await list(cookie, '?limit=20');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.unread_count).toBe(3);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Série',
      'Niveau',
      'Première',
    ]);
    expect(body.notifications[1]).toMatchObject({
      type: 'level_up',
      read: false,
      message: 'Niveau (message)',
      data: { new_level: 2, new_level_name: 'Débutant' },
    });
    expect(body.notifications[2].data).toBeNull();
    expect((await list(cookie, '?limit=2')).json().notifications).toHaveLength(2);
    expect((await list(cookie, '?limit=0')).statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().notifications_count).toBe(3);
  });

  it('marks one read; the count never goes below 0; another user’s id is not found', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const first = await notify(owner.user.id, 'A');
    await notify(owner.user.id, 'B');

    const foreign = await markRead(other.cookie, first.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Notification introuvable');
    expect((await list(owner.cookie)).json().unread_count).toBe(2);

    const read = await markRead(owner.cookie, first.id);
    expect(read.json()).toEqual({ success: true, unread_count: 1 });
    expect((await markRead(owner.cookie, first.id)).json()).toEqual({ success: true, unread_count: 1 });
    expect((await markRead(owner.cookie, 'pas-un-uuid')).statusCode).toBe(400);
    expect((await markRead(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/viral/notifications/read-all',
      headers: { cookie: owner.cookie },
    });
    expect(all.statusCode).toBe(200);
    const after = (await list(owner.cookie)).json();
    expect(after.unread_count).toBe(0);
    expect(after.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('opens a push’s notification: read for its member, who lands on its page; anyone else goes home', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const row = await notify(owner.user.id, 'Série', { type: 'streak' });
    const open = (cookie?: string, id = row.id) =>
      t.app.inject({
        method: 'GET',
        url: `/api/viral/notifications/${id}/open`,
        headers: cookie ? { cookie } : {},
      });
    for (const visitor of [undefined, stranger.cookie]) {
      const response = await open(visitor);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    }
    expect((await list(owner.cookie)).json().unread_count).toBe(1);
    const opened = await open(owner.cookie);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/viral-features?tab=streaks');
    expect((await list(owner.cookie)).json().unread_count).toBe(0);
    expect((await open(owner.cookie, '00000000-0000-4000-8000-000000000000')).headers.location).toBe('/');
    const malformed = await open(owner.cookie, 'pas-un-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('Identifiant de notification invalide');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/viral/notifications' })).statusCode).toBe(401);
  });
});
