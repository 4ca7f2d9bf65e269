import { useQuery } from '@tanstack/react-query';
import type { displayStationResponse } from '@app/shared/schemas/presence';
import { api, type Contract } from '@/lib/api-client';

/** The station a scanned display stands at, to choose it for the customer. */
export function useDisplayStation(displayId: string | null) {
  return useQuery({
    queryKey: ['washes', 'display-station', displayId],
    queryFn: () => api<Contract<typeof displayStationResponse>>(`/station-display/displays/${displayId}`),
    enabled: displayId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
