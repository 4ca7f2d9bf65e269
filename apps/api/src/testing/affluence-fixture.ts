import { randomUUID } from 'node:crypto';
import { zurichInstant } from '@app/shared/domain/zurich-time';
import { users, washes } from '../db/schema';
import type { TestApp } from './test-app';

/** Members inserted directly (no session: the affluence answers anyone). */
export async function members(t: TestApp, count: number, prefix: string) {
  return t.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `${prefix}${index}@example.ch`,
        name: `${prefix} ${index}`,
      })),
    )
    .returning({ id: users.id });
}

/** Washes written as the app writes them (the triggers keep station_days). */
export async function washesAt(
  t: TestApp,
  station: string,
  entries: { userId: string; day: string; minute: number }[],
) {
  if (entries.length === 0) return;
  await t.database.db.insert(washes).values(
    entries.map(({ userId, day, minute }) => {
      const id = randomUUID();
      return {
        id,
        userId,
        station,
        washType: 'standard',
        day,
        dailyIndex: 1,
        pointsEarned: 15,
        bonusApplied: [],
        photoKey: `washes/${id}.jpg`,
        thumbKey: `washes/${id}-t.jpg`,
        createdAt: zurichInstant(day, minute),
      };
    }),
  );
}
