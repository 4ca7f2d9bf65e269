import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@app/shared/schemas/common';
import { markReadResponse } from '@app/shared/schemas/notifications';
import { api } from '@/lib/api-client';
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
      api(`/viral/notifications/${id}/read`, { method: 'POST', schema: markReadResponse }),
    onSuccess: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefreshAfterRead();
  return useMutation({
    mutationFn: () => api('/viral/notifications/read-all', { method: 'POST', schema: okResponse }),
    onSuccess: refresh,
  });
}
