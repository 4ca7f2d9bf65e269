import { useMutation } from '@tanstack/react-query';
import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';
import { useRefreshAfterRead } from './refresh-after-read';

export function useMarkAllRead() {
  const refresh = useRefreshAfterRead();
  return useMutation({
    mutationFn: () => api<Contract<typeof okResponse>>('/viral/notifications/read-all', { method: 'POST' }),
    onSuccess: refresh,
  });
}
