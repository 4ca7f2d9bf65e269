import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_POINTS_SCALE, type PointsScale } from '@app/shared/domain/points-scale';
import type { programmeResponse } from '@app/shared/schemas/programme';
import { api, type Contract } from './api-client';

/**
 * The operator's levers that members' screens follow (GET /api/programme): what a Google
 * review pays, which stations ask for a display's code, the points scale, the campaigns
 * running. Read by several features.
 */
export const programmeQueryOptions = queryOptions({
  queryKey: ['programme'],
  queryFn: () => api<Contract<typeof programmeResponse>>('/programme'),
  staleTime: 5 * 60_000,
});

export function useProgramme() {
  return useQuery(programmeQueryOptions);
}

/** The amounts the programme pays now (the spec's until the programme call answers). */
export function usePointsScale(): PointsScale {
  return useProgramme().data?.points_scale ?? DEFAULT_POINTS_SCALE;
}
