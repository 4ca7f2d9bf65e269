import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Audience } from '@app/shared/domain/announcements';
import type { audienceResponse } from '@app/shared/schemas/announcements';
import { api, type Contract } from '@/lib/api-client';

/** How many members an audience reaches now (and how many already got an announcement today). */
export function useAudienceCount(audience: Audience, station: string | null) {
  const complete = audience !== 'station_regulars' || station !== null;
  return useQuery({
    queryKey: ['admin', 'announcements', 'audience', audience, station],
    queryFn: () =>
      api<Contract<typeof audienceResponse>>('/admin/announcements/audience', {
        method: 'POST',
        body: { audience, station },
      }),
    enabled: complete,
    placeholderData: keepPreviousData,
  });
}
