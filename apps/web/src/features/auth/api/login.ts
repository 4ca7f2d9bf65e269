import { useMutation } from '@tanstack/react-query';
import { authResponse, type LoginBody } from '@app/shared/schemas/auth';
import { api } from '@/lib/api-client';

export function login(body: LoginBody) {
  return api('/auth/login', { method: 'POST', body, schema: authResponse });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
