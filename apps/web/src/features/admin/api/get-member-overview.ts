import { useQuery } from '@tanstack/react-query';
import type { adminMemberOverview } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';

export function useMemberOverview(userId: string) {
  return useQuery({
    queryKey: ['admin', 'member', userId],
    queryFn: () => api<Contract<typeof adminMemberOverview>>(`/admin/users/${userId}/overview`),
  });
}
