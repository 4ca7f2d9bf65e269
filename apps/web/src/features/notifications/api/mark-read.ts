import { useMutation } from '@tanstack/react-query';
import type { markReadResponse } from '@app/shared/schemas/notifications';
import { api, type Contract } from '@/lib/api-client';
import { useRefreshAfterRead } from './refresh-after-read';

export function useMarkRead() {
  const refresh = useRefreshAfterRead();
  return useMutation({
    mutationFn: (id: string) =>
      api<Contract<typeof markReadResponse>>(`/viral/notifications/${id}/read`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
