import { useQuery } from '@tanstack/react-query';
import type { announcementsResponse } from '@app/shared/schemas/announcements';
import { api, type Contract } from '@/lib/api-client';

export function useAnnouncements() {
  return useQuery({
    queryKey: ['admin', 'announcements'],
    queryFn: () => api<Contract<typeof announcementsResponse>>('/admin/announcements/'),
    // Counts grow while an announcement goes out and its pushes are delivered.
    refetchInterval: (query) =>
      query.state.data?.announcements.some((item) => item.status === 'sending' || item.status === 'scheduled')
        ? 5_000
        : false,
  });
}
