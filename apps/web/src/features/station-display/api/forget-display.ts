import type { PairedDisplay } from '@app/shared/schemas/presence';
import { api } from '@/lib/api-client';

/**
 * Forgetting the tablet's pairing takes the operator (issue 32): it revokes the display
 * through the admin call, with the operator's session on this tablet. A customer at the
 * bay gets 401 or 403, and the display keeps showing its code.
 */
export function revokeThisDisplay(display: PairedDisplay) {
  return api(`/admin/stations/${encodeURIComponent(display.station)}/displays/${display.display_id}`, {
    method: 'DELETE',
  });
}
