import { useQuery } from '@tanstack/react-query';
import type { pointsScaleResponse } from '@app/shared/schemas/points-scale';
import { api, type Contract } from '@/lib/api-client';

export function usePointsScaleSettings() {
  return useQuery({
    queryKey: ['admin', 'points-scale'],
    queryFn: () => api<Contract<typeof pointsScaleResponse>>('/admin/points-scale'),
  });
}
