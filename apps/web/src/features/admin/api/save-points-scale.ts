import type { PointsScaleBody, pointsScaleResponse } from '@app/shared/schemas/points-scale';
import { api, type Contract } from '@/lib/api-client';
import { programmeQueryOptions } from '@/lib/programme';
import { useAdminMutation } from './admin-mutation';

export function useSavePointsScale() {
  return useAdminMutation(
    (body: PointsScaleBody) =>
      api<Contract<typeof pointsScaleResponse>>('/admin/points-scale', { method: 'PUT', body }),
    [programmeQueryOptions.queryKey],
  );
}
