import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmBody } from '@app/shared/schemas/auth';
import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      api<Contract<typeof okResponse>>('/auth/password-reset/confirm', { method: 'POST', body }),
  });
}
