import type { okResponse } from '@app/shared/schemas/common';
import { api, type Contract } from '@/lib/api-client';

export const sendTestPush = () => api<Contract<typeof okResponse>>('/push/test', { method: 'POST' });
