import { useMutation } from '@tanstack/react-query';
import type { deleteAccountResponse } from '@app/shared/schemas/profile';
import { api, type Contract } from '@/lib/api-client';

export function deleteAccount() {
  return api<Contract<typeof deleteAccountResponse>>('/users/account', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
