import { api } from '@/lib/api-client';
import { programmeQueryOptions } from '@/lib/programme';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useDeleteCampaign() {
  return useAdminMutation(
    (id: string) => api<Ok>(`/admin/campaigns/${id}`, { method: 'DELETE' }),
    [programmeQueryOptions.queryKey],
  );
}
