import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { askingMemberLocale, textsFor, type ServerMessages } from '../../i18n';
import { enqueuePush, enqueuePushes } from '../../jobs/push-queue';
import { publishEvent, publishEvents } from '../../lib/events';
import { presentNotification } from './notifications.presenter';

export type NotificationType = (typeof notifications.$inferInsert)['type'];

export const NOTIFICATION_CREATED = 'notification.created' as const;

export interface NotificationText {
  title: string;
  message: string;
}

export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** The title and message, written in the member's language (issue 22). */
  text: (texts: ServerMessages) => NotificationText;
  /** The member's language when the caller has their row; read from the account otherwise. */
  locale?: string | null;
  /** Data for the app; a function when it holds words (a level's name), in the same language. */
  data?: NotificationData | ((texts: ServerMessages) => NotificationData);
  createdAt: Date;
}
type NotificationData = Record<string, string | number>;

/** The member's chosen language, for a text written outside their own request. */
async function localeOf(db: Executor, userId: string): Promise<string | null> {
  const rows = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return rows[0]?.locale ?? null;
}

/**
 * The one place that creates a notification. Everything that notifies (level-ups,
 * streaks, and later referrals, rewards, badges, rankings, review decisions) calls it,
 * inside the transaction of the event that caused it. The same transaction publishes the
 * realtime event and queues a Web Push to each of the user's subscriptions, so both
 * happen once the notification exists, and never for a rolled-back one. It is written in
 * the member's language and keeps it: a later change of language does not rewrite it.
 */
export async function createNotification(db: Executor, notification: NewNotification) {
  // The caller's row, or the asking member's own session, saves reading the account.
  const asking = askingMemberLocale(notification.userId);
  const locale =
    notification.locale !== undefined
      ? notification.locale
      : asking !== undefined
        ? asking
        : await localeOf(db, notification.userId);
  const texts = textsFor(locale);
  const text = notification.text(texts);
  const data = typeof notification.data === 'function' ? notification.data(texts) : notification.data;
  const rows = await db
    .insert(notifications)
    .values({
      userId: notification.userId,
      type: notification.type,
      title: text.title,
      message: text.message,
      data: data ?? null,
      createdAt: notification.createdAt,
    })
    .returning();
  const row = rows[0] as typeof notifications.$inferSelect;
  await publishEvent(db, {
    user_id: row.userId,
    event: NOTIFICATION_CREATED,
    id: row.seq,
    data: presentNotification(row),
  });
  await enqueuePush(
    db,
    row.userId,
    {
      title: row.title,
      body: row.message,
      // Through the API: opening the push marks it read (a journey counts it opened), then
      // lands on the page it is about.
      url: `/api/viral/notifications/${row.id}/open`,
      tag: `notification-${row.id}`,
    },
    notification.createdAt,
  );
  return row;
}

/**
 * The same notification for many members in a few statements (an announcement): the rows,
 * each member's realtime event, and their pushes, all in the caller's transaction.
 */
export async function createNotificationsFor(
  db: Executor,
  userIds: string[],
  notification: Omit<NewNotification, 'userId' | 'text' | 'locale' | 'data'> &
    NotificationText & { data?: NotificationData },
  push: { announcementId: string | null },
) {
  return createEachNotification(
    db,
    userIds.map((userId) => ({ ...notification, userId })),
    push,
  );
}

/**
 * One notification per item, each with its own words (a journey's batch, each member in
 * their language), in three statements: the rows, the realtime events, the pushes.
 */
export async function createEachNotification(
  db: Executor,
  items: (Omit<NewNotification, 'text' | 'locale' | 'data'> &
    NotificationText & { data?: NotificationData })[],
  push: { announcementId: string | null },
) {
  if (items.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      items.map((item) => ({
        userId: item.userId,
        type: item.type,
        title: item.title,
        message: item.message,
        data: item.data ?? null,
        createdAt: item.createdAt,
      })),
    )
    .returning();
  await publishEvents(
    db,
    rows.map((row) => ({
      user_id: row.userId,
      event: NOTIFICATION_CREATED,
      id: row.seq,
      data: presentNotification(row),
    })),
  );
  await enqueuePushes(
    db,
    rows.map((row) => row.id),
    items[0]!.createdAt,
    push.announcementId,
  );
  return rows;
}
