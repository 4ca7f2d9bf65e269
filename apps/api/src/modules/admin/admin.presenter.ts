import type { AdminUser } from '@app/shared/schemas/admin';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** A member as the operator sees them (with the e-mail address, never the password). */
export function presentAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    pseudo: row.pseudo,
    email: row.email,
    is_admin: row.isAdmin,
    level: row.level,
    total_points: row.totalPoints,
    favorite_station: row.favoriteStation,
    auth_provider: row.authProvider,
    created_at: row.createdAt.toISOString(),
  };
}

/** A journal entry (an announcement's with what it has reached so far). */
export function presentAuditEntry({
  entry: row,
  announcement,
}: {
  entry: typeof import('../../db/schema').auditLog.$inferSelect;
  announcement: { reached: number; pushSent: number; pushFailed: number } | null;
}) {
  const details =
    announcement && row.action === 'announcement.create'
      ? {
          ...row.details,
          reached: announcement.reached,
          push_sent: announcement.pushSent,
          push_failed: announcement.pushFailed,
        }
      : (row.details ?? null);
  return {
    id: row.id,
    admin_id: row.adminId,
    admin_name: row.adminName,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    target_name: row.targetName,
    details,
    created_at: row.createdAt.toISOString(),
  };
}
