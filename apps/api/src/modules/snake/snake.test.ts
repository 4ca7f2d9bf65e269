import { replay, type Move } from '@app/shared/domain/snake';
import { autopilot } from '@app/shared/domain/snake-autopilot';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pointsLedger, stations, userBadges, washes } from '../../db/schema';
import { registerUser } from '../../testing/http';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { fr } from '../../testing/french';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function start(cookie: string, app: TestApp = a) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/games/snake/start',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { game_id: string; seed: number };
}

/** Plays a game with the test player and waits as long as it lasted. */
async function play(cookie: string, foods = 3) {
  const game = await start(cookie);
  const run = autopilot(game.seed, foods);
  const duration = Math.ceil(run.ticks * 0.3);
  a.clock.advance(duration * 1000);
  return { game, run, body: { game_id: game.game_id, score: run.score, duration, moves: run.moves } };
}

function submit(cookie: string, body: object, app: TestApp = a) {
  return app.app.inject({
    method: 'POST',
    url: '/api/games/snake/submit-score',
    headers: { cookie },
    payload: body,
  });
}

async function challenge(cookie: string) {
  return (
    await a.app.inject({ method: 'GET', url: '/api/games/snake/challenge', headers: { cookie } })
  ).json();
}

describe('the weekly Snake challenge', () => {
  it('accepts a game the replay reproduces, once a week, and ranks it', async () => {
    a.clock.set('2026-11-18T10:00:00Z'); // Wednesday
    const { cookie } = await registerUser(a.app, { name: 'Serpentine Test' });
    const { body, run } = await play(cookie);
    expect(run.score).toBeGreaterThan(0);
    const accepted = await submit(cookie, body);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, current_rank: expect.any(Number) });

    const info = await challenge(cookie);
    expect(info).toMatchObject({
      challenge_active: true,
      challenge_end: '2026-11-22T23:00:00.000Z',
      user_played: true,
      user_score: run.score,
      user_rank: accepted.json().current_rank,
    });
    expect(info.leaderboard).toContainEqual({
      rank: accepted.json().current_rank,
      user_name: 'Serpentine',
      score: run.score,
      duration: body.duration,
    });

    // Another game the same week: 409, whatever instance.
    const second = await play(cookie);
    const refused = await submit(cookie, second.body, b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(fr`Vous avez déjà participé cette semaine !`);
    // The first game cannot be sent again either.
    expect((await submit(cookie, body)).json().detail).toBe('Cette partie a déjà été soumise');

    const badges = await a.database.db
      .select()
      .from(userBadges)
      .where(eq(userBadges.badgeId, 'snake_first_game'));
    expect(badges.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses forged scores, moves after the game over, impossible durations and others’ games', async () => {
    a.clock.set('2026-11-19T10:00:00Z');
    const { cookie } = await registerUser(a.app);
    const other = await registerUser(a.app);
    const { body, run } = await play(cookie);
    const cases: [object, string][] = [
      [{ ...body, score: body.score + 1 }, 'Le score ne correspond pas à la partie jouée'],
      [{ ...body, moves: [...body.moves, [run.ticks + 5, 'up']] }, 'Un mouvement suit la fin de la partie'],
      [{ ...body, duration: run.ticks * 0.3 - 3 }, 'La durée est trop courte pour cette partie'],
      [
        { ...body, duration: body.duration + 3600 },
        'La durée dépasse le temps écoulé depuis le début de la partie',
      ],
      [
        {
          ...body,
          moves: [
            [3, 'left'],
            [3, 'up'],
          ],
        },
        'Journal de mouvements invalide',
      ],
      [{ ...body, game_id: '00000000-0000-4000-8000-000000000000' }, 'Partie inconnue'],
      [{ ...body, moves: [[0, 'nord']] }, 'Direction inconnue (up, down, left ou right)'],
    ];
    for (const [forged, detail] of cases) {
      const response = await submit(cookie, forged);
      expect(response.statusCode, detail).toBe(400);
      expect(response.json().detail).toContain(detail);
    }
    const stolen = await submit(other.cookie, body);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().detail).toBe('Cette partie ne vous appartient pas');
    // Nothing counted: the real game is still accepted.
    expect((await submit(cookie, body)).statusCode).toBe(200);
  });

  it('refuses a score of 0, and keeps the week’s game however long it is left', async () => {
    a.clock.set('2026-11-20T10:00:00Z');
    const { cookie } = await registerUser(a.app);
    // One seed a week: a run into a wall that eats nothing, in whichever direction misses
    // this seed's food. The snake starts heading up; the three straight runs (up, left,
    // right from the first tick) cross no common cell, so the food lies on one at most.
    const zero = await start(cookie);
    const runs = ([undefined, 'left', 'right'] as const).map((direction) => {
      const moves: Move[] = direction ? [[0, direction]] : [];
      return { moves, result: replay(zero.seed, moves) };
    });
    const miss = runs.find((run) => run.result.ok && run.result.score === 0)!;
    expect(miss).toBeDefined();
    const crash = { moves: miss.moves, ticks: miss.result.ok ? miss.result.ticks : 0 };
    a.clock.advance(Math.ceil(crash.ticks * 0.3) * 1000);
    const refusedZero = await submit(cookie, {
      game_id: zero.game_id,
      score: 0,
      duration: Math.ceil(crash.ticks * 0.3),
      moves: crash.moves,
    });
    expect(refusedZero.json().detail).toBe('Un score de 0 ne peut pas être soumis');

    // Left for five hours (the zero game was the week's one and stays so): still counted.
    a.clock.advance(5 * 3_600_000);
    const again = await start(cookie);
    expect(again.game_id).toBe(zero.game_id);
    const run = autopilot(again.seed, 2);
    a.clock.advance(Math.ceil(run.ticks * 0.3) * 1000);
    const late = await submit(cookie, {
      game_id: again.game_id,
      score: run.score,
      duration: Math.ceil(run.ticks * 0.3),
      moves: run.moves,
    });
    expect(late.statusCode, late.body).toBe(200);
  });

  it('never counts a game started before Monday 00:00 for the new week (no seed shopping at midnight)', async () => {
    a.clock.set('2026-11-22T19:00:00Z'); // Sunday 20:00 in Zurich
    const { cookie } = await registerUser(a.app);
    const weekGame = await play(cookie);
    expect((await submit(cookie, weekGame.body)).statusCode).toBe(200);
    // Practice games on Sunday evening, each with a new seed: the best one is kept…
    const practice = await start(cookie);
    expect(practice.game_id).not.toBe(weekGame.body.game_id);
    const run = autopilot(practice.seed, 3);
    a.clock.set('2026-11-22T23:00:30Z'); // …and sent just after midnight, Monday in Zurich.
    const shopped = await submit(cookie, {
      game_id: practice.game_id,
      score: run.score,
      duration: Math.ceil(run.ticks * 0.3),
      moves: run.moves,
    });
    expect(shopped.statusCode).toBe(400);
    expect(shopped.json().detail).toBe(
      fr`Cette partie appartient à une semaine terminée : lancez-en une nouvelle`,
    );
    // The new week's own game is a new seed, and counts.
    const fresh = await start(cookie);
    expect(fresh.game_id).not.toBe(practice.game_id);
  });

  it('refuses a game that lasts more than 6000 ticks', async () => {
    a.clock.set('2026-11-20T12:00:00Z');
    const { cookie } = await registerUser(a.app);
    const game = await start(cookie);
    const circle: [number, string][] = [];
    const turns = ['right', 'down', 'left', 'up'];
    for (let tick = 0; tick < 6100; tick += 2) circle.push([tick, turns[(tick / 2) % 4]!]);
    a.clock.advance(3600 * 1000);
    const response = await submit(cookie, { game_id: game.game_id, score: 1, duration: 1830, moves: circle });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/trop longue/);
  });

  it('pays the podium of a finished week once, even when both instances settle it at the same time', async () => {
    a.clock.set('2026-11-25T10:00:00Z'); // Wednesday of the next week
    const players = await Promise.all([1, 2, 3, 4].map(() => registerUser(a.app)));
    const scores: number[] = [];
    for (const [index, player] of players.entries()) {
      const { body } = await play(player.cookie, 5 - index);
      scores.push(body.score);
      expect((await submit(player.cookie, body)).statusCode).toBe(200);
    }
    a.clock.set('2026-11-30T08:00:00Z'); // Monday 09:00 Zurich: that week is over
    await Promise.all([a.app.snakePrizes.settle(), b.app.snakePrizes.settle()]);
    await Promise.all([a.app.snakePrizes.settle(), b.app.snakePrizes.settle()]);
    const prizes = await a.database.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.reason, 'snake_prize')));
    const thisWeek = prizes.filter((row) => row.reference?.startsWith('2026-11-23#'));
    expect(thisWeek.map((row) => [row.reference, row.delta]).sort()).toEqual([
      ['2026-11-23#1', 30],
      ['2026-11-23#2', 20],
      ['2026-11-23#3', 10],
    ]);
    const winner = thisWeek.find((row) => row.reference === '2026-11-23#1')!;
    const notes = await a.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, winner.userId));
    expect(notes.filter((note) => note.title.startsWith('Défi Snake'))).toHaveLength(1);
    const winnerCookieForList = players.find((player) => player.user.id === winner.userId)!.cookie;
    const listed = await a.app.inject({
      method: 'GET',
      url: '/api/viral/notifications',
      headers: { cookie: winnerCookieForList },
    });
    expect(listed.json().notifications).toContainEqual(
      expect.objectContaining({ data: { week_start: '2026-11-23', rank: 1, points: 30 } }),
    );
    const podium = await a.database.db.select().from(userBadges).where(eq(userBadges.userId, winner.userId));
    expect(podium.map((badge) => badge.badgeId)).toEqual(
      expect.arrayContaining(['snake_podium', 'snake_champion']),
    );

    const winnerCookie = players.find((player) => player.user.id === winner.userId)!.cookie;
    const history = await a.app.inject({
      method: 'GET',
      url: '/api/games/snake/history',
      headers: { cookie: winnerCookie },
    });
    expect(history.json().history).toEqual([
      { week_start: '2026-11-23', final_rank: 1, score: Math.max(...scores), points_earned: 30 },
    ]);
    // The new week starts empty.
    const fresh = await challenge(winnerCookie);
    expect(fresh).toMatchObject({
      user_played: false,
      user_score: null,
      user_rank: null,
      challenge_end: '2026-12-06T23:00:00.000Z',
    });
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['POST', '/api/games/snake/start'],
      ['POST', '/api/games/snake/submit-score'],
      ['GET', '/api/games/snake/challenge'],
      ['GET', '/api/games/snake/history'],
    ] as const) {
      expect((await a.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('one seed a week', () => {
  it('starting again gives the same game until it is submitted; a game played faster than its ticks is refused', async () => {
    const { cookie } = await registerUser(a.app);
    const first = await start(cookie);
    const again = await start(cookie, b);
    expect(again).toEqual(first);

    // Claimed at once: the server saw far less time than the moves take.
    const run = autopilot(first.seed, 5);
    const duration = Math.ceil(run.ticks * 0.3);
    const hurried = await submit(cookie, {
      game_id: first.game_id,
      score: run.score,
      duration,
      moves: run.moves,
    });
    expect(hurried.statusCode).toBe(400);
    expect(hurried.json().detail).toBe('Cette partie a été jouée plus vite que le jeu ne le permet');

    a.clock.advance(duration * 1000);
    const counted = await submit(cookie, {
      game_id: first.game_id,
      score: run.score,
      duration,
      moves: run.moves,
    });
    expect(counted.statusCode).toBe(200);
    // Later games that week are for fun: a new seed, never counted.
    const later = await start(cookie);
    expect(later.game_id).not.toBe(first.game_id);
  });
});

describe('Snake prizes once a station asks for presence', () => {
  it('go only to players with a verified wash that week; the others keep their rank', async () => {
    a.clock.set('2026-12-09T10:00:00Z'); // Wednesday of the week of 7 December
    await a.database.db
      .update(stations)
      .set({ presenceRequired: true })
      .where(eq(stations.name, 'Cernier I'));
    try {
      const entrants = await Promise.all([1, 2].map(() => registerUser(a.app)));
      const played = [];
      for (const [index, player] of entrants.entries()) {
        const { body } = await play(player.cookie, 6 - index * 4);
        expect((await submit(player.cookie, body)).statusCode).toBe(200);
        played.push({ player, score: body.score, duration: body.duration });
      }
      // Ranked as the challenge ranks (score, the shorter game, the earlier one): the autopilot
      // may run into itself before its last food, so the order is read, not assumed.
      played.sort((x, y) => y.score - x.score || x.duration - y.duration);
      const players = played.map((entry) => entry.player);
      // The runner-up washed at a station with a display's code that week; the winner did not.
      await a.database.db.insert(washes).values({
        id: '5f8fad5b-d9cb-469f-a165-70867728950e',
        userId: players[1]!.user.id,
        station: 'Cernier II',
        washType: 'standard',
        day: '2026-12-09',
        dailyIndex: 1,
        pointsEarned: 15,
        bonusApplied: [],
        photoKey: 'washes/x/verified.jpg',
        thumbKey: 'washes/x/verified-thumb.jpg',
        verified: true,
        createdAt: a.clock.now(),
      });
      a.clock.set('2026-12-14T08:00:00Z');
      await a.app.snakePrizes.settle();
      const prizes = (
        await a.database.db.select().from(pointsLedger).where(eq(pointsLedger.reason, 'snake_prize'))
      ).filter((row) => row.reference?.startsWith('2026-12-07#'));
      expect(prizes.map((row) => [row.userId, row.reference])).toEqual([
        [players[1]!.user.id, '2026-12-07#2'],
      ]);
    } finally {
      await a.database.db
        .update(stations)
        .set({ presenceRequired: false })
        .where(eq(stations.name, 'Cernier I'));
    }
  });
});
