import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { auditLogResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';

export interface JournalFilters {
  action: string;
  /** A member's or an operator's name. */
  q: string;
  /** The entries about one member (a member page's link). */
  targetId: string;
  /** Zurich days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export const noJournalFilters: JournalFilters = { action: '', q: '', targetId: '', from: '', to: '' };

export function useAuditLog(skip: number, filters: JournalFilters) {
  const params = new URLSearchParams({ limit: '50', skip: String(skip) });
  if (filters.action) params.set('action', filters.action);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.targetId) params.set('target_id', filters.targetId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return useQuery({
    queryKey: ['admin', 'audit', skip, filters],
    queryFn: () => api<Contract<typeof auditLogResponse>>(`/admin/audit-log?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}
