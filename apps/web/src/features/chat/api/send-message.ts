import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@app/shared/schemas/chat';
import { api } from '@/lib/api-client';
import { addMessage } from './get-chat-messages';

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api<ChatMessage>('/chat/send', { method: 'POST', body: { content } }),
    onSuccess: (message) => addMessage(client, message),
  });
}
