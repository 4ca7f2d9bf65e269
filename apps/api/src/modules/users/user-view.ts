import { zurichDay } from '@app/shared/domain/zurich-time';
import type { User } from '@app/shared/schemas/users';
import type { Executor } from '../../db/client';
import type { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { countUnread } from '../notifications/notifications.repository';
import { presentUser } from './users.presenter';

/** The full "user as read", with the unread count and today's streak. */
export async function userView(db: Executor, clock: Clock, row: typeof users.$inferSelect): Promise<User> {
  return presentUser(row, {
    notificationsCount: await countUnread(db, row.id),
    today: zurichDay(clock.now()),
  });
}
