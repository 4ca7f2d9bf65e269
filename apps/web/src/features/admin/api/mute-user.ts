import type { chatMuteResponse } from '@app/shared/schemas/chat';
import { api, type Contract } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export function useMuteUser() {
  return useAdminMutation((input: { user_id: string; hours: number; reason: string }) =>
    api<Contract<typeof chatMuteResponse>>('/admin/chat/mute', { method: 'POST', body: input }),
  );
}
