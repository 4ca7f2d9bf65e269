import { api } from '@/lib/api-client';
import { programmeQueryOptions } from '@/lib/programme';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useStopCampaign() {
  return useAdminMutation(
    (id: string) => api<Ok>(`/admin/campaigns/${id}/stop`, { method: 'POST' }),
    [programmeQueryOptions.queryKey],
  );
}
