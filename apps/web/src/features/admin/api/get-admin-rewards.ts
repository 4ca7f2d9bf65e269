import { useQuery } from '@tanstack/react-query';
import type { adminRewardsResponse } from '@app/shared/schemas/rewards';
import { api, type Contract } from '@/lib/api-client';

export function useAdminRewards() {
  return useQuery({
    queryKey: ['admin', 'rewards'],
    queryFn: () => api<Contract<typeof adminRewardsResponse>>('/admin/rewards/'),
  });
}
