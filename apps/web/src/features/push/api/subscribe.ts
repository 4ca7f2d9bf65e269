import type { okResponse } from '@app/shared/schemas/common';
import type { PushSubscriptionBody } from '@app/shared/schemas/push';
import { api, type Contract } from '@/lib/api-client';

export const sendSubscription = (subscription: PushSubscriptionBody) =>
  api<Contract<typeof okResponse>>('/push/subscribe', { method: 'POST', body: subscription });
