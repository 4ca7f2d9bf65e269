import { and, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pageOf } from '../../db/paging';
import { containing } from '../../db/patterns';
import { announcements, auditLog, users } from '../../db/schema';

/** The spec's rule for test accounts (docs/product.md, screens), never an admin. */
export const testAccount = and(
  eq(users.isAdmin, false),
  or(
    sql`${users.name} ~* '(test|demo|fake)'`,
    sql`${users.email} ~* '(test|demo|fake)'`,
    sql`coalesce(${users.pseudo}, '') ~* '(test|demo)'`,
  ),
);

/** Members by name, pseudo or e-mail (as typed), newest first, with the count of all matches. */
export function searchUsers(db: Executor, options: { limit: number; skip: number; q?: string }) {
  const { q } = options;
  const filter: SQL | undefined = q
    ? or(
        ilike(users.name, containing(q)),
        ilike(users.pseudo, containing(q)),
        ilike(users.email, containing(q)),
      )
    : undefined;
  return pageOf(
    db
      .select()
      .from(users)
      .where(filter)
      .orderBy(desc(users.createdAt), users.id)
      .limit(options.limit)
      .offset(options.skip),
    db.select({ value: count() }).from(users).where(filter),
  );
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export function findUser(db: Executor, userId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]);
}

export function updateUser(db: Executor, userId: string, values: Partial<typeof users.$inferInsert>) {
  return db
    .update(users)
    .set(values)
    .where(eq(users.id, userId))
    .returning()
    .then((rows) => rows[0]);
}

/** Every member but the calling admin and the other admins (clear-all). */
export function memberIdsExcept(db: Executor, adminId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, adminId), eq(users.isAdmin, false)));
}

export function testAccountIds(db: Executor) {
  return db.select({ id: users.id, name: users.name }).from(users).where(testAccount);
}

export interface JournalFilters {
  action?: string;
  adminId?: string;
  targetId?: string;
  name?: string;
  from?: Date;
  until?: Date;
}

/** The journal's filters as a condition: its tab and its CSV export read the same entries. */
export function journalWhere(options: JournalFilters): SQL | undefined {
  const pattern = options.name ? containing(options.name) : null;
  return and(
    options.action ? eq(auditLog.action, options.action) : undefined,
    options.adminId ? eq(auditLog.adminId, options.adminId) : undefined,
    options.targetId ? eq(auditLog.targetId, options.targetId) : undefined,
    pattern ? or(ilike(auditLog.targetName, pattern), ilike(auditLog.adminName, pattern)) : undefined,
    options.from ? gte(auditLog.createdAt, options.from) : undefined,
    options.until ? lt(auditLog.createdAt, options.until) : undefined,
  );
}

/** The journal, newest first, with the count of matches and every action name. */
export async function auditEntries(db: Executor, options: JournalFilters & { limit: number; skip: number }) {
  const where = journalWhere(options);
  const [page, actions] = await Promise.all([
    pageOf(
      db
        .select({
          entry: auditLog,
          // What an announcement reached, read when the journal is: it grows after the entry.
          announcement: {
            reached: announcements.reached,
            pushSent: announcements.pushSent,
            pushFailed: announcements.pushFailed,
          },
        })
        .from(auditLog)
        .leftJoin(
          announcements,
          and(eq(auditLog.targetType, 'announcement'), sql`${announcements.id}::text = ${auditLog.targetId}`),
        )
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(options.limit)
        .offset(options.skip),
      db.select({ value: count() }).from(auditLog).where(where),
    ),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return { ...page, actions: actions.map((row) => row.action) };
}

/** Members' names by id (the journal's details); ids of deleted members are simply absent. */
export function userNames(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}
