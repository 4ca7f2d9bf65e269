import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

/** Members whose points total is not the sum of their ledger (an invariant: none). */
export async function totalsOffTheLedger(db: Executor): Promise<{ id: string }[]> {
  return queryRows<{ id: string }>(
    db,
    sql`SELECT u.id FROM users u
          LEFT JOIN (SELECT user_id, sum(delta)::int AS total FROM points_ledger GROUP BY user_id) l
            ON l.user_id = u.id
         WHERE coalesce(l.total, 0) <> u.total_points`,
  );
}
