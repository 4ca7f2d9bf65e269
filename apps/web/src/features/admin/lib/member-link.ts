/** The operator's page of one member (inside /admin, so it loads with the admin area). */
export const memberPage = (userId: string) => `/admin?member=${encodeURIComponent(userId)}`;
