import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';
import { removeMessages } from './get-chat-messages';

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<Contract<typeof okResponse>>(`/chat/messages/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => removeMessages(client, { id }),
  });
}
