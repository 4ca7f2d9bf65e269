import { useQuery } from '@tanstack/react-query';
import type { backupStatusResponse } from '@app/shared/schemas/backups';
import { api, type Contract } from '@/lib/api-client';

/** The backups' schedule and latest runs (GET /api/admin/backups). */
export function useBackups() {
  return useQuery({
    queryKey: ['admin', 'backups'],
    queryFn: () => api<Contract<typeof backupStatusResponse>>('/admin/backups'),
  });
}
