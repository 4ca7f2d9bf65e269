import { useQuery } from '@tanstack/react-query';
import type { adminCampaignsResponse } from '@app/shared/schemas/campaigns';
import { api, type Contract } from '@/lib/api-client';

export function useCampaigns() {
  return useQuery({
    queryKey: ['admin', 'campaigns'],
    queryFn: () => api<Contract<typeof adminCampaignsResponse>>('/admin/campaigns/'),
  });
}
