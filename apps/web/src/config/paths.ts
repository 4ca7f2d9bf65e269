/**
 * Every page's path, written once: the router, links and redirects use these names. The
 * French paths are the spec's; the hub's tabs are query parameters of one page.
 */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  addWash: '/add-wash',
  leaderboard: '/leaderboard',
  profile: '/profile',
  levels: '/levels',
  reviews: '/reviews',
  photos: '/photos',
  badges: '/badges',
  challenges: '/challenges',
  admin: '/admin',
  viralFeatures: '/viral-features',
  forgotPassword: '/mot-de-passe-oublie',
  resetPassword: '/reinitialiser-mot-de-passe',
  terms: '/conditions',
  privacy: '/confidentialite',
  stationDisplay: '/station-display',
  partnerCheck: '/partenaire/verifier',
} as const;

export type HubTab = 'streaks' | 'rewards' | 'referral' | 'ranking' | 'network' | 'chat';

/** The hub page opened on one of its tabs. */
export function hubTab(tab: HubTab): string {
  return `${paths.viralFeatures}?tab=${tab}`;
}
