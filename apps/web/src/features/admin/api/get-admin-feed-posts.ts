import { useQuery } from '@tanstack/react-query';
import type { adminFeedPostsResponse } from '@app/shared/schemas/feed';
import { api, type Contract } from '@/lib/api-client';

export function useAdminFeedPosts() {
  return useQuery({
    queryKey: ['admin', 'feed'],
    queryFn: () => api<Contract<typeof adminFeedPostsResponse>>('/admin/feed-posts/'),
  });
}
