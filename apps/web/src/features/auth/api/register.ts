import { useMutation } from '@tanstack/react-query';
import { authResponse, type RegisterBody } from '@app/shared/schemas/auth';
import { api } from '@/lib/api-client';

export function register(body: RegisterBody) {
  return api('/auth/register', { method: 'POST', body, schema: authResponse });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
