import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useCancelAnnouncement() {
  return useAdminMutation((id: string) => api<Ok>(`/admin/announcements/${id}/cancel`, { method: 'POST' }));
}
