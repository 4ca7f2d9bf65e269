import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ChatQueue } from '@app/shared/domain/chat';
import { VERIFIED_WASHES_APART_MS } from '@app/shared/domain/fair-play';
import type { Executor } from '../../db/client';
import { pageOf } from '../../db/paging';
import { chatBannedWords, chatMessages, chatMutes, chatReports, users, washes } from '../../db/schema';

const authorColumns = {
  id: chatMessages.id,
  userId: chatMessages.userId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  hiddenAt: chatMessages.hiddenAt,
  deletedAt: chatMessages.deletedAt,
  authorName: users.name,
  authorPseudo: users.pseudo,
  authorPhoto: users.profilePhoto,
  authorPoints: users.totalPoints,
};
export type ListedMessage = {
  id: number;
  userId: string;
  content: string;
  createdAt: Date;
  hiddenAt: Date | null;
  deletedAt: Date | null;
  authorName: string;
  authorPseudo: string | null;
  authorPhoto: string | null;
  authorPoints: number;
};

/** Listed for every member: neither hidden by reports nor deleted by a moderator. */
const listed = and(isNull(chatMessages.hiddenAt), isNull(chatMessages.deletedAt));

/**
 * The visible messages, newest first (the caller turns them oldest first), and the
 * viewer's own moderated ones, which they see as such instead of losing them silently.
 */
export function visibleMessages(
  db: Executor,
  limit: number,
  before: number | undefined,
  viewerId: string,
): Promise<ListedMessage[]> {
  return db
    .select(authorColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(
      and(or(listed, eq(chatMessages.userId, viewerId)), before ? lt(chatMessages.id, before) : undefined),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

export async function messageById(db: Executor, id: number): Promise<ListedMessage | undefined> {
  const [row] = await db
    .select(authorColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.id, id));
  return row;
}

export async function insertMessage(db: Executor, userId: string, content: string, now: Date) {
  const [row] = await db
    .insert(chatMessages)
    .values({ userId, content, createdAt: now })
    .returning({ id: chatMessages.id });
  return row!.id;
}

export async function deleteMessage(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(chatMessages)
    .where(eq(chatMessages.id, id))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** A moderator's deletion, kept for the history; false when it was already deleted. */
export async function softDeleteMessage(db: Executor, id: number, by: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: now, deletedBy: by })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** A moderator deletes all of a member's messages (kept for the history). */
export async function softDeleteMessagesOf(db: Executor, userId: string, by: string, now: Date) {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: now, deletedBy: by })
    .where(and(eq(chatMessages.userId, userId), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return rows.map((row) => row.id);
}

export async function deleteMessagesOf(db: Executor, userId: string): Promise<number[]> {
  const rows = await db
    .delete(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .returning({ id: chatMessages.id });
  return rows.map((row) => row.id);
}

/** Words the chat masks, read at each send so an edit applies on every instance at once. */
export async function bannedWords(db: Executor): Promise<string[]> {
  const rows = await db.select({ word: chatBannedWords.word }).from(chatBannedWords);
  return rows.map((row) => row.word);
}

export function listBannedWords(db: Executor) {
  return db.select().from(chatBannedWords).orderBy(asc(chatBannedWords.word));
}

export async function insertBannedWord(db: Executor, word: string, now: Date) {
  const rows = await db
    .insert(chatBannedWords)
    .values({ word, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function deleteBannedWord(db: Executor, id: number) {
  const rows = await db.delete(chatBannedWords).where(eq(chatBannedWords.id, id)).returning();
  return rows[0];
}

export async function activeMute(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(chatMutes)
    .where(and(eq(chatMutes.userId, userId), gt(chatMutes.mutedUntil, now)));
  return row;
}

export async function upsertMute(
  db: Executor,
  mute: { userId: string; mutedUntil: Date; reason: string; mutedBy: string; now: Date },
) {
  await db
    .insert(chatMutes)
    .values({
      userId: mute.userId,
      mutedUntil: mute.mutedUntil,
      reason: mute.reason,
      mutedBy: mute.mutedBy,
      createdAt: mute.now,
    })
    .onConflictDoUpdate({
      target: chatMutes.userId,
      set: { mutedUntil: mute.mutedUntil, reason: mute.reason, mutedBy: mute.mutedBy, createdAt: mute.now },
    });
}

export async function deleteMute(db: Executor, userId: string) {
  const rows = await db.delete(chatMutes).where(eq(chatMutes.userId, userId)).returning();
  return rows[0];
}

export function activeMutes(db: Executor, now: Date) {
  return db
    .select({
      userId: chatMutes.userId,
      userName: users.name,
      mutedUntil: chatMutes.mutedUntil,
      reason: chatMutes.reason,
    })
    .from(chatMutes)
    .innerJoin(users, eq(users.id, chatMutes.userId))
    .where(gt(chatMutes.mutedUntil, now))
    .orderBy(asc(chatMutes.mutedUntil));
}

/** Records a report; answers how many members reported the message, or null if this one already had. */
export async function addReport(
  db: Executor,
  report: { messageId: number; reporterId: string; reason: string | null; now: Date },
): Promise<number | null> {
  const inserted = await db
    .insert(chatReports)
    .values({
      messageId: report.messageId,
      reporterId: report.reporterId,
      reason: report.reason,
      createdAt: report.now,
    })
    .onConflictDoNothing()
    .returning({ messageId: chatReports.messageId });
  if (inserted.length === 0) return null;
  const [row] = await db
    .select({ value: count() })
    .from(chatReports)
    .where(eq(chatReports.messageId, report.messageId));
  return row?.value ?? 0;
}

/** Reporters of a message who have a verified wash. */
/**
 * The reporters of a message who count towards hiding it (docs/product.md, presence): an
 * account created before `createdBefore` (a week old) and, when `verified`, with two
 * verified washes at least 20 hours apart.
 */
export async function countedReporters(
  db: Executor,
  messageId: number,
  rule: { createdBefore: Date; verified: boolean },
): Promise<number> {
  const apart = sql`(select max(${washes.createdAt}) - min(${washes.createdAt}) from ${washes}
    where ${washes.userId} = ${chatReports.reporterId} and ${washes.verified})`;
  const [row] = await db
    .select({ value: count() })
    .from(chatReports)
    .innerJoin(users, eq(users.id, chatReports.reporterId))
    .where(
      and(
        eq(chatReports.messageId, messageId),
        lte(users.createdAt, rule.createdBefore),
        rule.verified
          ? sql`${apart} >= make_interval(secs => ${VERIFIED_WASHES_APART_MS / 1000})`
          : undefined,
      ),
    );
  return row?.value ?? 0;
}

export async function hideMessage(db: Executor, id: number, now: Date) {
  await db
    .update(chatMessages)
    .set({ hiddenAt: now })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.hiddenAt)));
}

/** An admin's restore: visible again, and its reports are settled (new ones count afresh). */
export async function restoreMessage(db: Executor, id: number) {
  await db
    .update(chatMessages)
    .set({ hiddenAt: null, deletedAt: null, deletedBy: null })
    .where(eq(chatMessages.id, id));
  await db.delete(chatReports).where(eq(chatReports.messageId, id));
}

const reportCount = sql<number>`(select count(*)::int from ${chatReports} where ${chatReports.messageId} = ${chatMessages.id})`;

/** A message as the moderator sees it: its author's name and its report count. */
const moderatedColumns = {
  id: chatMessages.id,
  userId: chatMessages.userId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  hiddenAt: chatMessages.hiddenAt,
  deletedAt: chatMessages.deletedAt,
  deletedBy: chatMessages.deletedBy,
  userName: users.name,
  reports: reportCount,
};

/** The moderators' views: every listed message, the reported, the hidden, the deleted (history). */
const QUEUES: Record<ChatQueue, SQL | undefined> = {
  all: isNull(chatMessages.deletedAt),
  reported: and(
    isNull(chatMessages.deletedAt),
    sql`exists (select 1 from ${chatReports} where ${chatReports.messageId} = ${chatMessages.id})`,
  ),
  hidden: and(isNull(chatMessages.deletedAt), isNotNull(chatMessages.hiddenAt)),
  deleted: isNotNull(chatMessages.deletedAt),
};

export async function adminPage(db: Executor, limit: number, skip: number, queue: ChatQueue = 'all') {
  const where = QUEUES[queue];
  const page = await pageOf(
    db
      .select({
        ...moderatedColumns,
        userEmail: users.email,
        userLevel: users.level,
        userPhoto: users.profilePhoto,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(where)
      .orderBy(
        queue === 'deleted' ? desc(chatMessages.deletedAt) : desc(chatMessages.id),
        desc(chatMessages.id),
      )
      .limit(limit)
      .offset(skip),
    db.select({ value: count() }).from(chatMessages).where(where),
  );
  const reports = await reportsOf(
    db,
    page.rows.filter((row) => Number(row.reports) > 0).map((row) => row.id),
  );
  return { ...page, rows: page.rows.map((row) => ({ ...row, reportList: reports.get(row.id) ?? [] })) };
}

/** Who reported each message, why and when (one query for a page). */
async function reportsOf(db: Executor, ids: number[]) {
  const byMessage = new Map<
    number,
    { messageId: number; reporterId: string; reporterName: string; reason: string | null; createdAt: Date }[]
  >();
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: chatReports.messageId,
      reporterId: chatReports.reporterId,
      reporterName: users.name,
      reason: chatReports.reason,
      createdAt: chatReports.createdAt,
    })
    .from(chatReports)
    .innerJoin(users, eq(users.id, chatReports.reporterId))
    .where(inArray(chatReports.messageId, ids))
    .orderBy(asc(chatReports.createdAt));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

/** Reported messages still in the chat, hidden ones first, each with its reports. */
export async function reportedMessages(db: Executor) {
  const messages = await db
    .select(moderatedColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(QUEUES.reported)
    .orderBy(sql`${chatMessages.hiddenAt} is null`, desc(chatMessages.id))
    .limit(200);
  const reports = await reportsOf(
    db,
    messages.map((message) => message.id),
  );
  return messages.map((message) => ({ ...message, reportList: reports.get(message.id) ?? [] }));
}

export async function userNameOf(db: Executor, userId: string) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/** Users seen since an instant (open stream or chat use), best ranked first. */
export function activeSince(db: Executor, since: Date, limit: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      pseudo: users.pseudo,
      photo: users.profilePhoto,
      points: users.totalPoints,
    })
    .from(users)
    .where(gt(users.lastActiveAt, since))
    .orderBy(desc(users.totalPoints), users.id)
    .limit(limit);
}
