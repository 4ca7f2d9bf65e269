/** The database's tables (Drizzle), by area; migrations are generated from them. */
export * from './stations';
export * from './members';
export * from './washes';
export * from './points';
export * from './messages';
export * from './community';
export * from './operations';
export * from './wallet';
