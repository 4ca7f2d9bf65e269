import { useQuery } from '@tanstack/react-query';
import type { stationsResponse } from '@app/shared/schemas/stations';
import { api, type Contract } from '@/lib/api-client';

/** Every station, closed ones too (`open: false`), in the operator's order: the admin's choices and filters. */
export function useAdminStations() {
  return useQuery({
    queryKey: ['admin', 'stations'],
    queryFn: async () => (await api<Contract<typeof stationsResponse>>('/admin/stations')).stations,
    staleTime: 60_000,
  });
}
