import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfileResponse, type UpdateProfileBody } from '@app/shared/schemas/profile';
import { api } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';

export function updateProfile(body: UpdateProfileBody) {
  return api('/users/profile', { method: 'PUT', body, schema: updateProfileResponse });
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
