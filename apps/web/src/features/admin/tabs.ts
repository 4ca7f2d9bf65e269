/**
 * The /admin tabs, in the order the operator sees them (their names: `tabs` in the admin
 * catalogs). The README lists them from here: a test holds the two together.
 */
export const ADMIN_TABS = [
  'stats',
  'reviews',
  'verify',
  'photos',
  'chat',
  'users',
  'announcements',
  'journeys',
  'campaigns',
  'journal',
  'settings',
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];
