import { autopilot } from '@app/shared/domain/snake-autopilot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Operators test the app with washes and games of their own: they are never ranked,
// counted or paid, and players are the members with points (issue 17).

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let player: Awaited<ReturnType<typeof registerUser>>;
let newcomer: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-18T10:00:00Z'); // a Wednesday
  admin = await registerAdmin(t.app);
  player = await registerUser(t.app, { name: 'Paula Joueuse' });
  newcomer = await registerUser(t.app, { name: 'Nina Nouvelle' });
  // The operator washes at all three stations, the player at one.
  for (const station of ['Cernier I', 'Cernier II', 'Saint-Blaise'])
    expect((await postWash(t.app, admin.cookie, station)).statusCode).toBe(201);
  expect((await postWash(t.app, player.cookie, 'Cernier I')).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, cookie: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('rankings count players only', () => {
  it('leaves the operator out of the global, weekly and monthly boards', async () => {
    for (const period of ['global', 'weekly', 'monthly']) {
      const board = await get(`/api/leaderboard/${period}`, player.cookie);
      expect(board.users.map((row: { user: { name: string } }) => row.user.name)).toEqual(['Paula']);
      expect(board.users[0].rank).toBe(1);
      expect(board).toMatchObject({ total_users: 1 });
      expect(board.me).toMatchObject({ rank: 1 });
      const seenByAdmin = await get(`/api/leaderboard/${period}`, admin.cookie);
      expect(seenByAdmin.me).toBeNull();
    }
  });

  it('says “#1 sur 1” to the only player, counts a newcomer in their own view, never the operator', async () => {
    const forPlayer = await get('/api/viral/leaderboard-updates', player.cookie);
    expect(forPlayer).toMatchObject({ user_position: 1, total_users: 1 });
    expect(forPlayer.top_3.map((row: { name: string }) => row.name)).toEqual(['Paula']);
    expect(forPlayer.recent_activities.map((row: { user_name: string }) => row.user_name)).toEqual(['Paula']);
    const forNewcomer = await get('/api/viral/leaderboard-updates', newcomer.cookie);
    expect(forNewcomer).toMatchObject({ user_position: 2, total_users: 2 });
  });

  it('keeps the operator out of the best customers', async () => {
    const stats = await get('/api/admin/statistics', admin.cookie);
    expect(stats.top_users.map((row: { name: string }) => row.name)).toEqual(['Paula Joueuse']);
  });

  it('neither ranks nor counts nor pays the operator’s Snake games', async () => {
    for (const who of [admin, player]) {
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/games/snake/start',
        headers: { cookie: who.cookie },
      });
      const game = start.json() as { game_id: string; seed: number };
      const run = autopilot(game.seed, who === admin ? 6 : 2);
      const duration = Math.ceil(run.ticks * 0.3);
      t.clock.advance(duration * 1000);
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/games/snake/submit-score',
        headers: { cookie: who.cookie },
        payload: { game_id: game.game_id, score: run.score, duration, moves: run.moves },
      });
      expect(submitted.statusCode).toBe(200);
    }
    const challenge = await get('/api/games/snake/challenge', player.cookie);
    expect(challenge).toMatchObject({ total_participants: 1, user_rank: 1 });
    // The next week, the finished week's podium is paid: the player, not the operator.
    t.clock.set('2026-11-23T10:00:00Z');
    await t.app.snakePrizes.settle();
    const history = await get('/api/games/snake/history', player.cookie);
    expect(history.history[0]).toMatchObject({ final_rank: 1, points_earned: 30 });
    const adminHistory = await get('/api/games/snake/history', admin.cookie);
    expect(adminHistory.history).toEqual([]);
  });
});
