import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../db/client';
import { shippedMigrations } from '../../db/migrations-journal';

/** The newest migration this version ships, by its journal time (what drizzle records). */
let newest: number | undefined;
function newestShipped(): number {
  newest ??= Math.max(...shippedMigrations().map((migration) => migration.when));
  return newest;
}

/** Whether the database has every migration of this version (drizzle's own record of them). */
export async function migrationsApplied(database: DatabaseHandle): Promise<boolean> {
  const [row] = await queryRows<{ last: string | number | null }>(
    database.db,
    sql`SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations`,
  );
  return row?.last !== null && row?.last !== undefined && Number(row.last) >= newestShipped();
}
