import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return rows[0]?.value ?? 0;
}
