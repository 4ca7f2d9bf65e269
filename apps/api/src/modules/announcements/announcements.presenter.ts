import type { AnnouncementView } from '@app/shared/schemas/announcements';
import type { AnnouncementRow } from './announcements.repository';

export function presentAnnouncement(row: AnnouncementRow): AnnouncementView {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    translations: (row.translations ?? {}) as AnnouncementView['translations'],
    link: row.link,
    audience: row.audience as AnnouncementView['audience'],
    station: row.station,
    send_at: row.sendAt.toISOString(),
    status: row.status as AnnouncementView['status'],
    sent_at: row.sentAt?.toISOString() ?? null,
    reached: row.reached,
    skipped: row.skipped,
    push_sent: row.pushSent,
    push_failed: row.pushFailed,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}
