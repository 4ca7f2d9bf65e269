import type { AnnouncementBody, announcementResponse } from '@app/shared/schemas/announcements';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useSendAnnouncement() {
  return useAdminMutation((body: AnnouncementBody) =>
    api<Contract<typeof announcementResponse>>('/admin/announcements/', { method: 'POST', body }),
  );
}
