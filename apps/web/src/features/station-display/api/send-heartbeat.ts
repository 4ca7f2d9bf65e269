import type { heartbeatResponse } from '@app/shared/schemas/presence';
import { api, type Contract } from '@/lib/api-client';

/** Tells the server the display is alive, proving it with its current code. */
export const sendHeartbeat = (token: string) =>
  api<Contract<typeof heartbeatResponse>>('/station-display/heartbeat', { method: 'POST', body: { token } });
