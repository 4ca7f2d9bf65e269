import type { vapidKeyResponse } from '@app/shared/schemas/push';
import { api, type Contract } from '@/lib/api-client';

export const getVapidPublicKey = async () =>
  (await api<Contract<typeof vapidKeyResponse>>('/push/vapid-public-key')).public_key;
