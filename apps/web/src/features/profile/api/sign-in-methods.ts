import { useQuery } from '@tanstack/react-query';
import type { signInMethodsResponse } from '@app/shared/schemas/profile';
import { api, type Contract } from '@/lib/api-client';

export const signInMethodsKey = ['profile', 'sign-in-methods'] as const;

/** How the account signs in: a password and/or Google, Apple. */
export function useSignInMethods() {
  return useQuery({
    queryKey: signInMethodsKey,
    queryFn: () => api<Contract<typeof signInMethodsResponse>>('/users/sign-in-methods'),
  });
}
