import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postWash, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const updates = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/viral/leaderboard-updates', headers: cookie ? { cookie } : {} });

describe('GET /api/viral/leaderboard-updates', () => {
  it('gives the position among all players, the top 3 and the last day’s washes, first names only', async () => {
    expect((await updates()).statusCode).toBe(401);
    const leader = await registerUser(t.app, { name: 'Léa Championne' });
    const second = await registerUser(t.app, { name: 'Marc Second' });
    const newcomer = await registerUser(t.app);
    t.clock.set('2026-11-16T10:00:00Z');
    for (const [who, station] of [
      [leader, 'Cernier I'],
      [leader, 'Cernier II'],
      [leader, 'Saint-Blaise'],
      [second, 'Saint-Blaise'],
    ] as const)
      expect((await postWash(t.app, who.cookie, station)).statusCode).toBe(201);
    t.clock.set('2026-11-17T12:00:00Z');
    // A day and more later: the first washes have left the 24-hour window.
    expect((await postWash(t.app, second.cookie, 'Cernier I')).statusCode).toBe(201);

    const forNewcomer = (await updates(newcomer.cookie)).json();
    expect(forNewcomer).toMatchObject({ user_position: 3, total_users: 3 });
    // Only players (members with points) stand on the podium.
    expect(forNewcomer.top_3.map((entry: { name: string }) => entry.name)).toEqual(['Léa', 'Marc']);
    expect(forNewcomer.recent_activities).toEqual([
      {
        user_name: 'Marc',
        station: 'Cernier I',
        timestamp: '2026-11-17T12:00:00.000Z',
        points_earned: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(forNewcomer)).not.toContain('@');
    expect((await updates(leader.cookie)).json().user_position).toBe(1);
  });
});

describe('the live ranking right after a wash', () => {
  it('lists the wash at the very next read, whoever reads it (the copy in memory never answers an older list)', async () => {
    t.clock.set('2026-11-18T09:00:00Z');
    const viewer = await registerUser(t.app, { name: 'Vera Spectatrice' });
    // The copy in memory is warm: it answers the reads from here on.
    await vi.waitFor(() => {
      if (!t.app.boards.liveRanking(0, t.clock.now())) throw new Error('the copy is not ready');
    });
    for (let round = 0; round < 5; round += 1) {
      const washer = await registerUser(t.app, { name: `Rallye${round} Martin` });
      t.clock.set(new Date(t.clock.now().getTime() + 60_000));
      expect((await postWash(t.app, washer.cookie, 'Cernier II')).statusCode).toBe(201);
      const answer = (await updates(viewer.cookie)).json();
      expect(answer.recent_activities[0], `round ${round}`).toMatchObject({ user_name: `Rallye${round}` });
    }
  });
});
