import { queryOptions, useQuery } from '@tanstack/react-query';
import type { providersResponse } from '@app/shared/schemas/auth';
import { api, type Contract } from '@/lib/api-client';

/** The sign-in providers the server has configured, and whether it sends reset links. */
export const providersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => api<Contract<typeof providersResponse>>('/auth/providers'),
  staleTime: Infinity,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}
