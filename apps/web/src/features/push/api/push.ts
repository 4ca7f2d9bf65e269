import type { okResponse } from '@app/shared/schemas/common';
import type { vapidKeyResponse, PushSubscriptionBody } from '@app/shared/schemas/push';
import { api, type Contract } from '@/lib/api-client';

export const getVapidPublicKey = async () =>
  (await api<Contract<typeof vapidKeyResponse>>('/push/vapid-public-key')).public_key;

export const sendSubscription = (subscription: PushSubscriptionBody) =>
  api<Contract<typeof okResponse>>('/push/subscribe', { method: 'POST', body: subscription });

export const removeSubscription = (subscription: PushSubscriptionBody) =>
  api<Contract<typeof okResponse>>('/push/unsubscribe', { method: 'POST', body: subscription });

export const sendTestPush = () => api<Contract<typeof okResponse>>('/push/test', { method: 'POST' });
