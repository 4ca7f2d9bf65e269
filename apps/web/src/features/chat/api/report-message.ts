import { useMutation } from '@tanstack/react-query';
import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<Contract<typeof okResponse>>(`/chat/messages/${id}/report`, {
        method: 'POST',
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
  });
}
