import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestBody } from '@app/shared/schemas/auth';
import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      api<Contract<typeof okResponse>>('/auth/password-reset/request', { method: 'POST', body }),
  });
}
