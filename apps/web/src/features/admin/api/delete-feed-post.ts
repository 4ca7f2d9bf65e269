import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useDeleteFeedPost() {
  return useAdminMutation((id: string) => api<Ok>(`/admin/feed-posts/${id}`, { method: 'DELETE' }));
}
