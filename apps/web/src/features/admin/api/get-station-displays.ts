import { useQuery } from '@tanstack/react-query';
import type { displaysResponse } from '@app/shared/schemas/presence';
import { api, type Contract } from '@/lib/api-client';

export function useStationDisplays(station: string) {
  return useQuery({
    queryKey: ['admin', 'stations', station, 'displays'],
    queryFn: () =>
      api<Contract<typeof displaysResponse>>(`/admin/stations/${encodeURIComponent(station)}/displays`),
  });
}
