import { useQuery } from '@tanstack/react-query';
import type { settingsResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';

export function useSettings() {
  return useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => api<Contract<typeof settingsResponse>>('/admin/settings'),
  });
}
