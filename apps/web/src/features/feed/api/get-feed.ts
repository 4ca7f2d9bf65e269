import { queryOptions, useQuery } from '@tanstack/react-query';
import type { socialFeedResponse } from '@app/shared/schemas/feed';
import { api, type Contract } from '@/lib/api-client';

/** POST, as the spec's client calls it (the server answers GET the same). */
export const socialFeedQueryOptions = queryOptions({
  queryKey: ['social-feed'],
  queryFn: () => api<Contract<typeof socialFeedResponse>>('/viral/social-media-feed', { method: 'POST' }),
  staleTime: 5 * 60_000,
});

export function useSocialFeed() {
  return useQuery(socialFeedQueryOptions);
}
