import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@app/shared/schemas/profile';
import { okResponse } from '@app/shared/schemas/common';
import { api } from '@/lib/api-client';

export function changePassword(body: ChangePasswordBody) {
  return api('/users/change-password', { method: 'PUT', body, schema: okResponse });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
