import type { adminCreateUserResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useCreateUser() {
  return useAdminMutation(
    (input: {
      name: string;
      email: string;
      password: string;
      favorite_station: string | null;
      is_admin: boolean;
    }) =>
      api<Contract<typeof adminCreateUserResponse>>('/admin/users/create', { method: 'POST', body: input }),
  );
}
