import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updateProfileResponse, UpdateProfileBody } from '@app/shared/schemas/profile';
import { api, type Contract } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';

export function updateProfile(body: UpdateProfileBody) {
  return api<Contract<typeof updateProfileResponse>>('/users/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQueryOptions.queryKey, user);
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    },
  });
}
