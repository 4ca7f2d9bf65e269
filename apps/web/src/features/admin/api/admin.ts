import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adjustPointsResponse,
  adminCreateUserResponse,
  adminStatisticsResponse,
  adminUserResponse,
  adminUsersResponse,
  auditLogResponse,
  cleanupResponse,
  settingsResponse,
  SettingsBody,
} from '@app/shared/schemas/admin';
import type {
  adminChatMessagesResponse,
  adminDeleteMessageResponse,
  chatMuteResponse,
} from '@app/shared/schemas/chat';
import type { okResponse } from '@app/shared/schemas/common';
import type { adminFeedPostsResponse, FeedPostInput } from '@app/shared/schemas/feed';
import type { adminPhotosResponse, deletePhotoResponse } from '@app/shared/schemas/gallery';
import type { pendingSubmissionsResponse, validateReviewResponse } from '@app/shared/schemas/reviews';
import type { adminRewardsResponse, RewardInput } from '@app/shared/schemas/rewards';
import { ApiError, api, type Contract } from '@/lib/api-client';
import { t } from '@/lib/i18n';

type Ok = Contract<typeof okResponse>;

/** The spec's failure text: 'Erreur: ' and the server's detail, else the given fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? t.common.error(error.detail) : fallback;
}

export const statisticsQueryOptions = queryOptions({
  queryKey: ['admin', 'statistics'],
  queryFn: () => api<Contract<typeof adminStatisticsResponse>>('/admin/statistics'),
});
export const pendingReviewsQueryOptions = queryOptions({
  queryKey: ['admin', 'reviews'],
  queryFn: () => api<Contract<typeof pendingSubmissionsResponse>>('/admin/review-submissions'),
});

export function useStatistics() {
  return useQuery(statisticsQueryOptions);
}
export function usePendingReviews() {
  return useQuery(pendingReviewsQueryOptions);
}
export function useAdminPhotos(skip: number) {
  return useQuery({
    queryKey: ['admin', 'photos', skip],
    queryFn: () => api<Contract<typeof adminPhotosResponse>>(`/admin/photos?limit=20&skip=${skip}`),
    placeholderData: keepPreviousData,
  });
}
export function useAdminMessages(skip: number) {
  return useQuery({
    queryKey: ['admin', 'chat', skip],
    queryFn: () =>
      api<Contract<typeof adminChatMessagesResponse>>(`/admin/chat/messages?limit=50&skip=${skip}`),
    placeholderData: keepPreviousData,
  });
}
export function useAdminUsers(skip: number, q: string) {
  return useQuery({
    queryKey: ['admin', 'users', skip, q],
    queryFn: () =>
      api<Contract<typeof adminUsersResponse>>(
        `/admin/users?limit=100&skip=${skip}&q=${encodeURIComponent(q)}`,
      ),
    placeholderData: keepPreviousData,
  });
}
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
export function useSettings() {
  return useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => api<Contract<typeof settingsResponse>>('/admin/settings'),
  });
}

/** Admin changes: every list of the area (and the journal) is read again after one. */
function useAdminMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export function useValidateReview() {
  return useAdminMutation((input: { id: string; action: 'approve' | 'reject'; notes: string }) =>
    api<Contract<typeof validateReviewResponse>>(`/admin/review-submissions/${input.id}/validate`, {
      method: 'POST',
      body: { action: input.action, admin_notes: input.notes.trim() || undefined },
    }),
  );
}
export function useDeletePhoto() {
  return useAdminMutation((washId: string) =>
    api<Contract<typeof deletePhotoResponse>>(`/admin/photos/${washId}`, { method: 'DELETE' }),
  );
}
export function useDeleteMessage() {
  return useAdminMutation((id: number) =>
    api<Contract<typeof adminDeleteMessageResponse>>(`/admin/chat/messages/${id}`, { method: 'DELETE' }),
  );
}
export function useDeleteUserMessages() {
  return useAdminMutation((userId: string) =>
    api<Ok>(`/admin/chat/messages/user/${userId}`, { method: 'DELETE' }),
  );
}
export function useRestoreMessage() {
  return useAdminMutation((id: number) => api<Ok>(`/admin/chat/messages/${id}/restore`, { method: 'POST' }));
}
export function useMuteUser() {
  return useAdminMutation((input: { user_id: string; hours: number; reason: string }) =>
    api<Contract<typeof chatMuteResponse>>('/admin/chat/mute', { method: 'POST', body: input }),
  );
}
export function useCreateUser() {
  return useAdminMutation(
    (input: {
      name: string;
      email: string;
      password: string;
      favorite_station: string | null;
      is_admin: boolean;
    }) =>
      api<Contract<typeof adminCreateUserResponse>>('/admin/users/create', { method: 'POST', body: input }),
  );
}
export function useUpdateUser() {
  return useAdminMutation((input: { id: string; changes: Record<string, unknown> }) =>
    api<Contract<typeof adminUserResponse>>(`/admin/users/${input.id}`, {
      method: 'PATCH',
      body: input.changes,
    }),
  );
}
export function useDeleteUser() {
  return useAdminMutation((id: string) => api<Ok>(`/admin/users/${id}`, { method: 'DELETE' }));
}
export function useClearAll() {
  return useAdminMutation((confirm: string) =>
    api<Ok>('/admin/users/clear-all', { method: 'DELETE', body: { confirm } }),
  );
}
export function useCleanupTestUsers() {
  return useAdminMutation(() =>
    api<Contract<typeof cleanupResponse>>('/admin/cleanup-test-users', { method: 'POST' }),
  );
}
export function useAdjustPoints() {
  return useAdminMutation((input: { id: string; delta: number; reason: string }) =>
    api<Contract<typeof adjustPointsResponse>>(`/admin/users/${input.id}/points`, {
      method: 'POST',
      body: { delta: input.delta, reason: input.reason },
    }),
  );
}
export function useSaveSettings() {
  return useAdminMutation((body: SettingsBody) =>
    api<Contract<typeof settingsResponse>>('/admin/settings', { method: 'PUT', body }),
  );
}

export function useAdminRewards() {
  return useQuery({
    queryKey: ['admin', 'rewards'],
    queryFn: () => api<Contract<typeof adminRewardsResponse>>('/admin/rewards/'),
  });
}
export function useSaveReward() {
  return useAdminMutation((input: { id?: string; body: RewardInput }) =>
    input.id
      ? api<Ok>(`/admin/rewards/${input.id}`, { method: 'PUT', body: input.body })
      : api<Ok>('/admin/rewards/', { method: 'POST', body: input.body }),
  );
}
export function useDeleteReward() {
  return useAdminMutation((id: string) => api<Ok>(`/admin/rewards/${id}`, { method: 'DELETE' }));
}
export function useAdminFeedPosts() {
  return useQuery({
    queryKey: ['admin', 'feed'],
    queryFn: () => api<Contract<typeof adminFeedPostsResponse>>('/admin/feed-posts/'),
  });
}
export function useSaveFeedPost() {
  return useAdminMutation((input: { id?: string; body: FeedPostInput }) =>
    input.id
      ? api<Ok>(`/admin/feed-posts/${input.id}`, { method: 'PUT', body: input.body })
      : api<Ok>('/admin/feed-posts/', { method: 'POST', body: input.body }),
  );
}
export function useDeleteFeedPost() {
  return useAdminMutation((id: string) => api<Ok>(`/admin/feed-posts/${id}`, { method: 'DELETE' }));
}
