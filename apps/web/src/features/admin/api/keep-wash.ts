import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useKeepWash() {
  return useAdminMutation((washId: string) => api<Ok>(`/admin/washes/${washId}/keep`, { method: 'POST' }));
}
