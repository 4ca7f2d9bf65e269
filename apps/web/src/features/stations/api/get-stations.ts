import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATION_NAMES } from '@app/shared/domain/stations';
import type { stationsResponse } from '@app/shared/schemas/stations';
import { api, type Contract } from '@/lib/api-client';

/** Station names; the three known names when the call fails (docs/product.md, screens). */
export async function getStationNames(): Promise<string[]> {
  try {
    const { stations } = await api<Contract<typeof stationsResponse>>('/stations');
    return stations.map((station) => station.name);
  } catch (error) {
    console.warn('stations could not be loaded, using the built-in list', error);
    return [...STATION_NAMES];
  }
}

export const stationNamesQueryOptions = queryOptions({
  queryKey: ['stations', 'names'],
  queryFn: getStationNames,
  staleTime: 60 * 60_000,
  placeholderData: [...STATION_NAMES],
});

export function useStationNames() {
  return useQuery(stationNamesQueryOptions);
}
