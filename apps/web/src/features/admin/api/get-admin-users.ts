import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminUsersResponse } from '@app/shared/schemas/admin';
import { api, type Contract } from '@/lib/api-client';

export function useAdminUsers(skip: number, q: string) {
  return useQuery({
    queryKey: ['admin', 'users', skip, q],
    queryFn: () =>
      api<Contract<typeof adminUsersResponse>>(
        `/admin/users?limit=100&skip=${skip}&q=${encodeURIComponent(q)}`,
      ),
    placeholderData: keepPreviousData,
  });
}
