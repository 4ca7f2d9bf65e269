import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Station, stationsResponse } from '@app/shared/schemas/stations';
import { api, type Contract } from '@/lib/api-client';

/**
 * The open stations, in the operator's order. The list is the operator's data: without a
 * network the last list read (kept with the query cache) stands in.
 */
export async function getStations(): Promise<Station[]> {
  return (await api<Contract<typeof stationsResponse>>('/stations')).stations;
}

export const stationsQueryOptions = queryOptions({
  queryKey: ['stations'],
  queryFn: getStations,
  staleTime: 60 * 60_000,
});

export function useStations() {
  return useQuery(stationsQueryOptions);
}

const namesOf = (stations: Station[]) => stations.map((station) => station.name);

/** The open stations' names (the choices of the forms). */
export function useStationNames() {
  return useQuery({ ...stationsQueryOptions, select: namesOf });
}
