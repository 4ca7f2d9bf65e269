import { useMutation } from '@tanstack/react-query';
import type { authResponse, RegisterBody } from '@app/shared/schemas/auth';
import { api, type Contract } from '@/lib/api-client';

export function register(body: RegisterBody) {
  return api<Contract<typeof authResponse>>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
