import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { affluenceResponse } from '@app/shared/schemas/affluence';
import { api, type Contract } from '@/lib/api-client';
import { useRealtimeEvent } from '@/lib/realtime';

export type Affluence = Contract<typeof affluenceResponse>;

/** Measured once a minute on the server and shared by everyone: asked again each minute. */
export const affluenceQueryOptions = queryOptions({
  queryKey: ['stations', 'affluence'],
  queryFn: () => api<Affluence>('/stations/affluence'),
  staleTime: 60_000,
  refetchInterval: 60_000,
});

/** Every open station's « Affluence »; a level that moves is pushed by the event stream. */
export function useAffluence() {
  const client = useQueryClient();
  useRealtimeEvent(
    'affluence.changed',
    () => void client.invalidateQueries({ queryKey: ['stations', 'affluence'] }),
  );
  return useQuery(affluenceQueryOptions);
}
