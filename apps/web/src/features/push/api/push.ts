import { okResponse } from '@app/shared/schemas/common';
import { vapidKeyResponse, type PushSubscriptionBody } from '@app/shared/schemas/push';
import { api } from '@/lib/api-client';

export const getVapidPublicKey = async () =>
  (await api('/push/vapid-public-key', { schema: vapidKeyResponse })).public_key;

export const sendSubscription = (subscription: PushSubscriptionBody) =>
  api('/push/subscribe', { method: 'POST', body: subscription, schema: okResponse });

export const removeSubscription = (subscription: PushSubscriptionBody) =>
  api('/push/unsubscribe', { method: 'POST', body: subscription, schema: okResponse });

export const sendTestPush = () => api('/push/test', { method: 'POST', schema: okResponse });
