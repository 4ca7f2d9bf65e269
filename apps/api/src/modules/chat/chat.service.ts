import { REPORTER_MIN_ACCOUNT_AGE_MS } from '@app/shared/domain/fair-play';
import {
  CHAT_ONLINE_WINDOW_MS,
  CHAT_RATE_LIMITS,
  CHAT_REPORTS_TO_HIDE,
  type ChatQueue,
  maskBannedWords,
} from '@app/shared/domain/chat';
import type { ChatMessage, OnlineUser } from '@app/shared/schemas/chat';
import type { Database, Executor } from '../../db/client';
import { messages, zurichDateTime } from '../../i18n';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { recordAudit } from '../audit/audit.service';
import { publishEvent } from '../../lib/events';
import { presenceInForce } from '../presence/fair-play';
import { touchActivity } from '../realtime/presence';
import {
  presentAdminMessage,
  presentBannedWord,
  presentMessage,
  presentMute,
  presentOnlineUser,
  presentReportedMessage,
} from './chat.presenter';
import * as repo from './chat.repository';

export const CHAT_MESSAGE = 'chat.message' as const;
export const CHAT_DELETED = 'chat.deleted' as const;
export const CHAT_RESTORED = 'chat.restored' as const;

type Admin = { id: string; name: string };
type Member = { id: string; isAdmin: boolean };

const ONLINE_LIMIT = 100;

function publishDeleted(db: Executor, id: number) {
  return publishEvent(db, { user_id: null, event: CHAT_DELETED, id: null, data: { id } });
}

/**
 * Deletes every message of a user (admin bulk delete, account deletion) and tells open
 * pages in one event, however many there were.
 */
export async function deleteAllMessagesOf(tx: Executor, userId: string): Promise<number> {
  const ids = await repo.deleteMessagesOf(tx, userId);
  if (ids.length > 0)
    await publishEvent(tx, { user_id: null, event: CHAT_DELETED, id: null, data: { user_id: userId } });
  return ids.length;
}

export class ChatService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async list(member: Member, limit: number, before?: number) {
    const now = this.clock.now();
    // Reading the chat (the polling fallback included) counts as being there.
    const [rows] = await Promise.all([
      repo.visibleMessages(this.db, limit, before, member.id),
      touchActivity(this.db, [member.id], now),
    ]);
    return { messages: rows.reverse().map((row) => presentMessage(row)) };
  }

  async send(member: Member, content: string): Promise<ChatMessage> {
    const now = this.clock.now();
    const mute = await repo.activeMute(this.db, member.id, now);
    if (mute) throw new HttpError(403, messages.chat.muted({ until: zurichDateTime(mute.mutedUntil) }));
    // Counted in the shared database: the limit holds across every instance.
    for (const rule of CHAT_RATE_LIMITS) {
      const detail = rule.name === 'burst' ? messages.chat.tooFast : messages.chat.hourlyLimit;
      await this.rateLimiter.limit(`chat:${rule.name}:${member.id}`, rule, detail);
    }
    const masked = maskBannedWords(content, await repo.bannedWords(this.db));
    return this.db.transaction(async (tx) => {
      const id = await repo.insertMessage(tx, member.id, masked, now);
      await touchActivity(tx, [member.id], now);
      const message = presentMessage((await repo.messageById(tx, id))!);
      // Delivered at commit to every open page, on every instance.
      await publishEvent(tx, { user_id: null, event: CHAT_MESSAGE, id: null, data: message });
      return message;
    });
  }

  /** The author deletes their own message; an admin, anyone's (audited). */
  async remove(member: Member & { name: string }, id: number) {
    return this.db.transaction(async (tx) => {
      const message = await repo.messageById(tx, id);
      if (!message) throw new HttpError(404, messages.chat.messageNotFound);
      const own = message.userId === member.id;
      if (!own && !member.isAdmin) throw new HttpError(403, messages.chat.notYourMessage);
      if (own) await repo.deleteMessage(tx, id);
      else {
        // A moderator's deletion from the chat itself: kept for the history, like the admin tab's.
        await repo.softDeleteMessage(tx, id, member.name, this.clock.now());
        await this.auditDelete(tx, member, message);
      }
      await publishDeleted(tx, id);
      return { success: true as const, message: messages.chat.deleted };
    });
  }

  async report(member: Member, id: number, reason: string | undefined) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const message = await repo.messageById(tx, id);
      if (!message || message.hiddenAt || message.deletedAt)
        throw new HttpError(404, messages.chat.messageNotFound);
      if (message.userId === member.id) throw new HttpError(400, messages.chat.ownReport);
      const reporters = await repo.addReport(tx, {
        messageId: id,
        reporterId: member.id,
        reason: reason || null,
        now,
      });
      if (reporters === null) throw new HttpError(409, messages.chat.alreadyReported);
      // Only week-old accounts hide a message together, and once presence is in force only
      // members with two verified washes 20 hours apart: puppets cannot silence anyone
      // (docs/product.md, presence).
      const counted = await repo.countedReporters(tx, id, {
        createdBefore: new Date(now.getTime() - REPORTER_MIN_ACCOUNT_AGE_MS),
        verified: await presenceInForce(tx),
      });
      if (counted >= CHAT_REPORTS_TO_HIDE) {
        await repo.hideMessage(tx, id, now);
        await publishDeleted(tx, id);
      }
      return { success: true as const, message: messages.chat.reported };
    });
  }

  /** Users with an open event stream on any instance, or active in the last 2 minutes. */
  async onlineUsers(member: Member): Promise<{ users: OnlineUser[] }> {
    const now = this.clock.now();
    await touchActivity(this.db, [member.id], now);
    const since = new Date(now.getTime() - CHAT_ONLINE_WINDOW_MS);
    const rows = await repo.activeSince(this.db, since, ONLINE_LIMIT);
    return { users: rows.map(presentOnlineUser) };
  }

  // ---- Admin ----

  async adminPage(limit: number, skip: number, queue: ChatQueue = 'all') {
    const { rows, total } = await repo.adminPage(this.db, limit, skip, queue);
    return { messages: rows.map(presentAdminMessage), total };
  }

  async adminDelete(admin: Admin, id: number) {
    return this.db.transaction(async (tx) => {
      const message = await repo.messageById(tx, id);
      if (!message || message.deletedAt) throw new HttpError(404, messages.chat.messageNotFound);
      await repo.softDeleteMessage(tx, id, admin.name, this.clock.now());
      await this.auditDelete(tx, admin, message);
      await publishDeleted(tx, id);
      return { success: true as const, user_affected: message.authorName };
    });
  }

  async adminDeleteAllOf(admin: Admin, userId: string) {
    return this.db.transaction(async (tx) => {
      const name = await repo.userNameOf(tx, userId);
      if (name === undefined) throw new HttpError(404, messages.chat.userNotFound);
      const ids = await repo.softDeleteMessagesOf(tx, userId, admin.name, this.clock.now());
      const deleted = ids.length;
      if (deleted > 0)
        await publishEvent(tx, { user_id: null, event: CHAT_DELETED, id: null, data: { user_id: userId } });
      await recordAudit(tx, {
        admin,
        action: 'chat.messages.delete_user',
        targetType: 'user',
        targetId: userId,
        details: { user_name: name, deleted },
        now: this.clock.now(),
      });
      return { success: true as const, message: messages.chat.userMessagesDeleted({ count: deleted }) };
    });
  }

  async restore(admin: Admin, id: number) {
    return this.db.transaction(async (tx) => {
      const message = await repo.messageById(tx, id);
      if (!message) throw new HttpError(404, messages.chat.messageNotFound);
      await repo.restoreMessage(tx, id);
      await recordAudit(tx, {
        admin,
        action: 'chat.message.restore',
        targetType: 'chat_message',
        targetId: String(id),
        details: {
          author_id: message.userId,
          author_name: message.authorName,
          was_hidden: message.hiddenAt !== null,
          was_deleted: message.deletedAt !== null,
        },
        now: this.clock.now(),
      });
      if (message.hiddenAt || message.deletedAt)
        await publishEvent(tx, { user_id: null, event: CHAT_RESTORED, id: null, data: { id } });
      return { success: true as const, message: messages.chat.restored };
    });
  }

  async reports() {
    const rows = await repo.reportedMessages(this.db);
    return { reports: rows.map(presentReportedMessage) };
  }

  async mute(admin: Admin, input: { user_id: string; hours: number; reason: string }) {
    if (input.user_id === admin.id) throw new HttpError(400, messages.chat.cannotMuteSelf);
    const now = this.clock.now();
    const mutedUntil = new Date(now.getTime() + input.hours * 3_600_000);
    return this.db.transaction(async (tx) => {
      const name = await repo.userNameOf(tx, input.user_id);
      if (name === undefined) throw new HttpError(404, messages.chat.userNotFound);
      await repo.upsertMute(tx, {
        userId: input.user_id,
        mutedUntil,
        reason: input.reason,
        mutedBy: admin.id,
        now,
      });
      await recordAudit(tx, {
        admin,
        action: 'chat.mute',
        targetType: 'user',
        targetId: input.user_id,
        details: {
          user_name: name,
          hours: input.hours,
          reason: input.reason,
          muted_until: mutedUntil.toISOString(),
        },
        now,
      });
      return { success: true as const, muted_until: mutedUntil.toISOString() };
    });
  }

  async unmute(admin: Admin, userId: string) {
    return this.db.transaction(async (tx) => {
      const removed = await repo.deleteMute(tx, userId);
      if (!removed || removed.mutedUntil <= this.clock.now())
        throw new HttpError(404, messages.chat.notMuted);
      await recordAudit(tx, {
        admin,
        action: 'chat.unmute',
        targetType: 'user',
        targetId: userId,
        details: { muted_until: removed.mutedUntil.toISOString(), reason: removed.reason },
        now: this.clock.now(),
      });
      return { success: true as const, message: messages.chat.unmuted };
    });
  }

  async mutes() {
    const rows = await repo.activeMutes(this.db, this.clock.now());
    return { mutes: rows.map(presentMute) };
  }

  async bannedWords() {
    const rows = await repo.listBannedWords(this.db);
    return { words: rows.map(presentBannedWord) };
  }

  async addBannedWord(admin: Admin, word: string) {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await repo.insertBannedWord(tx, word, now);
      if (!row) throw new HttpError(409, messages.chat.wordExists);
      await recordAudit(tx, {
        admin,
        action: 'chat.word.add',
        targetType: 'chat_word',
        targetId: String(row.id),
        details: { word },
        now,
      });
      return presentBannedWord(row);
    });
  }

  async removeBannedWord(admin: Admin, id: number) {
    return this.db.transaction(async (tx) => {
      const row = await repo.deleteBannedWord(tx, id);
      if (!row) throw new HttpError(404, messages.chat.wordNotFound);
      await recordAudit(tx, {
        admin,
        action: 'chat.word.remove',
        targetType: 'chat_word',
        targetId: String(id),
        details: { word: row.word },
        now: this.clock.now(),
      });
      return { success: true as const, message: messages.chat.wordDeleted };
    });
  }

  private auditDelete(tx: Executor, admin: Admin, message: repo.ListedMessage) {
    return recordAudit(tx, {
      admin,
      action: 'chat.message.delete',
      targetType: 'chat_message',
      targetId: String(message.id),
      details: { author_id: message.userId, author_name: message.authorName, content: message.content },
      now: this.clock.now(),
    });
  }
}
