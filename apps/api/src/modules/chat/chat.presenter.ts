import { publicName } from '@app/shared/domain/names';
import type { ChatMessage, OnlineUser } from '@app/shared/schemas/chat';
import { messages } from '../../i18n';
import { optionalMediaUrl } from '../users/users.presenter';
import type * as repo from './chat.repository';

type Row<Query extends (...args: never[]) => unknown> =
  Awaited<ReturnType<Query>> extends (infer Item)[] ? Item : never;

/** A message as members see it (docs/product.md, privacy): no e-mail, first name only. */
export function presentMessage(row: repo.ListedMessage): ChatMessage {
  // Only its author is ever sent a hidden or deleted message: they read that moderation took it.
  const moderated = row.hiddenAt !== null || row.deletedAt !== null;
  return {
    id: row.id,
    user_id: row.userId,
    content: moderated ? messages.chat.moderated : row.content,
    moderated,
    created_at: row.createdAt.toISOString(),
    user: {
      name: publicName(null, row.authorName),
      pseudo: row.authorPseudo,
      profile_photo: optionalMediaUrl(row.authorPhoto),
      total_points: row.authorPoints,
    },
  };
}

export function presentOnlineUser(row: Row<typeof repo.activeSince>): OnlineUser {
  return {
    id: row.id,
    name: publicName(null, row.name),
    pseudo: row.pseudo,
    profile_photo: optionalMediaUrl(row.photo),
    total_points: row.points,
  };
}

/** A message in the admin's chat tab: the operator sees the author's e-mail. */
export function presentAdminMessage(row: Awaited<ReturnType<typeof repo.adminPage>>['rows'][number]) {
  return {
    message_id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_email: row.userEmail,
    user_level: row.userLevel,
    user_photo: optionalMediaUrl(row.userPhoto),
    message: row.content,
    timestamp: row.createdAt.toISOString(),
    report_count: Number(row.reports),
    hidden: row.hiddenAt !== null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    deleted_by: row.deletedBy,
    reports: row.reportList.map(presentReport),
  };
}

function presentReport(report: {
  reporterId: string;
  reporterName: string;
  reason: string | null;
  createdAt: Date;
}) {
  return {
    reporter_id: report.reporterId,
    reporter_name: report.reporterName,
    reason: report.reason,
    created_at: report.createdAt.toISOString(),
  };
}

export function presentReportedMessage(row: Row<typeof repo.reportedMessages>) {
  return {
    message_id: row.id,
    message: row.content,
    user_id: row.userId,
    user_name: row.userName,
    timestamp: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
    report_count: Number(row.reports),
    reports: row.reportList.map(presentReport),
  };
}

export function presentMute(row: Row<typeof repo.activeMutes>) {
  return {
    user_id: row.userId,
    user_name: row.userName,
    muted_until: row.mutedUntil.toISOString(),
    reason: row.reason,
  };
}

export function presentBannedWord(row: { id: number; word: string; createdAt: Date }) {
  return { id: row.id, word: row.word, created_at: row.createdAt.toISOString() };
}
