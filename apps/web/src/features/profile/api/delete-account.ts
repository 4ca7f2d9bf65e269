import { useMutation } from '@tanstack/react-query';
import { deleteAccountResponse } from '@app/shared/schemas/profile';
import { api } from '@/lib/api-client';

export function deleteAccount() {
  return api('/users/account', { method: 'DELETE', schema: deleteAccountResponse });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
