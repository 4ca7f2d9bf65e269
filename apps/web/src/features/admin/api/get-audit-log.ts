import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { auditLogResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';

export function useAuditLog(skip: number, action: string) {
  return useQuery({
    queryKey: ['admin', 'audit', skip, action],
    queryFn: () =>
      api<Contract<typeof auditLogResponse>>(
        `/admin/audit-log?limit=50&skip=${skip}${action ? `&action=${encodeURIComponent(action)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
}
