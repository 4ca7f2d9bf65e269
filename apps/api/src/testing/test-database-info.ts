export type TestDatabaseInfo =
  { engine: 'postgres'; serverUrl: string; template: string } | { engine: 'pglite'; dumpPath: string };

/** The same server URL pointing at another database. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Runs one statement on the test run's PostgreSQL server (creating or dropping a database
 * of a test's own), with a connection of its own; does nothing on PGlite.
 */
export async function serverQuery(info: TestDatabaseInfo, query: string): Promise<void> {
  if (info.engine !== 'postgres') return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: info.serverUrl });
  await client.connect();
  await client.query(query).finally(() => client.end());
}
