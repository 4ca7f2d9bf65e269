import { fr, type Messages } from './fr';

/**
 * The active catalog. French is the only language today; German or English become a
 * second catalog of the same `Messages` shape chosen here, without touching components.
 */
export const t: Messages = fr;
export { formatNumber } from './fr';
