import type { okResponse } from '@app/shared/schemas/common';
import type { PushSubscriptionBody } from '@app/shared/schemas/push';
import { api, type Contract } from '@/lib/api-client';

export const removeSubscription = (subscription: PushSubscriptionBody) =>
  api<Contract<typeof okResponse>>('/push/unsubscribe', { method: 'POST', body: subscription });
