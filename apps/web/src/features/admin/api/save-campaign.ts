import type { CampaignBody, campaignResponse } from '@app/shared/schemas/campaigns';
import { api, type Contract } from '@/lib/api-client';
import { programmeQueryOptions } from '@/lib/programme';
import { useAdminMutation } from './admin-mutation';

type Saved = Contract<typeof campaignResponse>;

export function useSaveCampaign() {
  return useAdminMutation(
    (input: { id?: string; body: CampaignBody }) =>
      input.id
        ? api<Saved>(`/admin/campaigns/${input.id}`, { method: 'PUT', body: input.body })
        : api<Saved>('/admin/campaigns/', { method: 'POST', body: input.body }),
    [programmeQueryOptions.queryKey],
  );
}
