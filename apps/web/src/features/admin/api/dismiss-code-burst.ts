import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useDismissCodeBurst() {
  return useAdminMutation((burstId: number) =>
    api<Ok>(`/admin/washes/code-bursts/${burstId}/dismiss`, { method: 'POST' }),
  );
}
