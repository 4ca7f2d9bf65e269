import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, users } from '../db/schema';
import { recordPoints } from '../modules/ledger/ledger.service';
import { registerUser } from '../testing/http';
import { createTestApp, type TestApp } from '../testing/test-app';
import { subscribe, subscriptions } from './domain-events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-18T11:00:00Z');
});
afterAll(async () => {
  subscribe('points.changed', 'test', async () => {});
  await t.close();
});

describe('domain events (decision 0030)', () => {
  it('wires each follower once, in the order the rules need', () => {
    const wired = subscriptions();
    expect(wired['points.changed']).toEqual(['notifications', 'rewards', 'badges']);
    expect(wired['wash.validated']).toEqual(['journeys', 'referral', 'washes']);
    expect(wired['streak.changed']).toEqual(['streaks']);
    expect(wired['wash.removed']).toEqual(['badges', 'reviews']);
    expect(wired['snake.submitted']).toEqual(['badges']);
    expect(wired['mail.opened']).toEqual(['journeys']);
  });

  it('keeps the ledger and the washes ignorant of their followers', () => {
    for (const file of ['modules/ledger/ledger.service.ts', 'modules/washes/washes.service.ts']) {
      const source = readFileSync(join(import.meta.dirname, '..', file), 'utf8');
      for (const follower of ['badges', 'rewards', 'notifications', 'journeys', 'referral'])
        expect(source, `${file} imports ${follower}`).not.toMatch(new RegExp(`from '\\.\\./${follower}/`));
    }
  });

  it('runs followers in the writer’s transaction: one that fails takes the entry back with it', async () => {
    const member = await registerUser(t.app);
    const userId = member.user.id as string;
    const seen: number[] = [];
    subscribe('points.changed', 'test', async (_tx, event) => {
      seen.push(event.totalPoints);
      if (event.reason === 'admin_adjustment') throw new Error('follower failed');
    });
    const entry = { userId, reference: null, now: t.clock.now() };
    await expect(
      t.app.db.transaction((tx) =>
        recordPoints(tx, { ...entry, delta: 40, reason: 'admin_adjustment', idempotencyKey: `t1:${userId}` }),
      ),
    ).rejects.toThrow('follower failed');
    const rows = await t.app.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.idempotencyKey, `t1:${userId}`));
    expect(rows).toHaveLength(0);
    const [after] = await t.app.db
      .select({ total: users.totalPoints })
      .from(users)
      .where(eq(users.id, userId));
    const before = after!.total;

    // A follower that pays in turn (as badges do) is in the answer, without a second read.
    subscribe('points.changed', 'test', async (tx, event) => {
      if (event.reason === 'admin_adjustment')
        await recordPoints(tx, {
          userId,
          delta: 5,
          reason: 'badge',
          reference: 'test',
          idempotencyKey: `t3:${userId}`,
          now: event.now,
        });
    });
    const result = await t.app.db.transaction((tx) =>
      recordPoints(tx, { ...entry, delta: 10, reason: 'admin_adjustment', idempotencyKey: `t2:${userId}` }),
    );
    expect(seen).toEqual([before + 40]);
    expect(result).toMatchObject({ applied: true, totalPoints: before + 15 });
  });
});
