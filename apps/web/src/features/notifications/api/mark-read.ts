import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { okResponse } from '@app/shared/schemas/common';
import type { markReadResponse } from '@app/shared/schemas/notifications';
import { api, type Contract } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { notificationsQueryOptions } from './get-notifications';

function useRefreshAfterRead() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    ]);
}

export function useMarkRead() {
  const refresh = useRefreshAfterRead();
  return useMutation({
    mutationFn: (id: string) =>
      api<Contract<typeof markReadResponse>>(`/viral/notifications/${id}/read`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefreshAfterRead();
  return useMutation({
    mutationFn: () => api<Contract<typeof okResponse>>('/viral/notifications/read-all', { method: 'POST' }),
    onSuccess: refresh,
  });
}
