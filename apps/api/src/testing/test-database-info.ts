export type TestDatabaseInfo =
  { engine: 'postgres'; serverUrl: string; template: string } | { engine: 'pglite'; dumpPath: string };

/** The same server URL pointing at another database. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
