import type { FeedPostInput } from '@app/shared/schemas/feed';
import { api } from '@/lib/api-client';
import { useAdminMutation, type Ok } from './admin-mutation';

export function useSaveFeedPost() {
  return useAdminMutation((input: { id?: string; body: FeedPostInput }) =>
    input.id
      ? api<Ok>(`/admin/feed-posts/${input.id}`, { method: 'PUT', body: input.body })
      : api<Ok>('/admin/feed-posts/', { method: 'POST', body: input.body }),
  );
}
