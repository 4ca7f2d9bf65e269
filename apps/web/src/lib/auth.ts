import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authResponse } from '@app/shared/schemas/auth';
import { userResponse, type User } from '@app/shared/schemas/users';
import { okResponse } from '@app/shared/schemas/common';
import { api, ApiError } from './api-client';

/** The signed-in user, or null: a 401 from /auth/me means "no user", not an error. */
export async function getMe(): Promise<User | null> {
  try {
    return await api('/auth/me', { schema: userResponse });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: getMe,
  staleTime: 60_000,
});

export function useUser() {
  return useQuery(meQueryOptions);
}

/** Exchanges a one-time session id (from an external sign-in) for the session cookie. */
export function exchangeSessionId(sessionId: string) {
  return api('/auth/session', {
    method: 'POST',
    headers: { 'X-Session-ID': sessionId },
    schema: authResponse,
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/auth/logout', { method: 'POST', schema: okResponse }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions.queryKey, null);
    },
  });
}
