import { queryOptions, useQuery } from '@tanstack/react-query';
import type { referralDataResponse } from '@app/shared/schemas/referral';
import { api, type Contract } from '@/lib/api-client';

/** POST, as the spec's client calls it: the first call makes the user's code. */
export const referralQueryOptions = queryOptions({
  queryKey: ['referral'],
  queryFn: () => api<Contract<typeof referralDataResponse>>('/viral/init-user-data', { method: 'POST' }),
  staleTime: 60_000,
});

export function useReferral() {
  return useQuery(referralQueryOptions);
}
