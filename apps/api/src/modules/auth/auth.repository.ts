import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginTickets, notifications, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionUser = UserRow;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  return rows[0] as UserRow;
}

/** Makes the account the configured administrator: admin right, that password, no other session. */
export async function makeConfiguredAdmin(db: Executor, userId: string, passwordHash: string | null) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(passwordHash ? { isAdmin: true, passwordHash } : { isAdmin: true })
      .where(eq(users.id, userId));
    if (passwordHash) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date; userAgent: string | null },
): Promise<string> {
  const rows = await db
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning({ id: sessions.id });
  return (rows[0] as { id: string }).id;
}

/** A live session with its user and their unread count, in one round trip. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: users,
      unreadNotifications:
        sql<number>`(SELECT count(*) FROM ${notifications} WHERE ${notifications.userId} = ${users.id} AND NOT ${notifications.read})`.mapWith(
          Number,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

export async function extendSession(
  db: Executor,
  sessionId: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

export async function insertLoginTicket(
  db: Executor,
  values: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(loginTickets).values(values);
}

/** Takes a ticket out, so it can be used once only; answers its user or undefined. */
export async function consumeLoginTicket(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const rows = await db
    .delete(loginTickets)
    .where(eq(loginTickets.tokenHash, tokenHash))
    .returning({ userId: loginTickets.userId, expiresAt: loginTickets.expiresAt });
  const ticket = rows[0];
  return ticket && ticket.expiresAt > now ? ticket.userId : undefined;
}
