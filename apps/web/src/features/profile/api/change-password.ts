import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@app/shared/schemas/profile';
import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';

export function changePassword(body: ChangePasswordBody) {
  return api<Contract<typeof okResponse>>('/users/change-password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
