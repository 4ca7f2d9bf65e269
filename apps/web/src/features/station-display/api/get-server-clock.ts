import type { clockResponse } from '@app/shared/schemas/presence';
import { api, type Contract } from '@/lib/api-client';

export const getServerClock = () => api<Contract<typeof clockResponse>>('/station-display/clock');
