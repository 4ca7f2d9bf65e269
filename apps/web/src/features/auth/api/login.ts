import { useMutation } from '@tanstack/react-query';
import type { authResponse, LoginBody } from '@app/shared/schemas/auth';
import { api, type Contract } from '@/lib/api-client';

export function login(body: LoginBody) {
  return api<Contract<typeof authResponse>>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
