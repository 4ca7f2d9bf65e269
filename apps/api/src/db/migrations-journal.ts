import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor, MIGRATIONS_DIR } from './client';

// What this version's migrations are (drizzle's journal), and how far a database has come:
// read by the readiness check, the backups (the archive's schema) and the upgrade test.

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

function readJournal(folder = MIGRATIONS_DIR): Journal & Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal &
    Record<string, unknown>;
}

/** The migrations this version ships, oldest first. */
export function shippedMigrations(): JournalEntry[] {
  return readJournal().entries;
}

/**
 * How far a database's schema is: the number of migrations applied and the last one's tag
 * (drizzle records each applied migration with its journal time).
 */
export async function migrationLevel(db: Executor): Promise<{ migrations: number; lastMigration: string }> {
  const [row] = await queryRows<{ applied: number; last: string | null }>(
    db,
    sql`SELECT count(*)::int AS applied, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const entries = shippedMigrations();
  const last = entries.find((entry) => String(entry.when) === row?.last);
  if (!row || row.applied === 0 || !last || last.idx + 1 !== row.applied)
    throw new Error('the database schema is not one this version knows (migrations missing or newer)');
  return { migrations: row.applied, lastMigration: last.tag };
}

/**
 * A folder holding the first `count` shipped migrations only, so that a restore builds
 * the archive's schema exactly; the caller removes it. Refuses an archive made by a newer
 * version (its last migration is not among ours).
 */
export function migrationsUpTo(count: number, lastMigration: string): { folder: string; remove: () => void } {
  const journal = readJournal();
  if (journal.entries[count - 1]?.tag !== lastMigration)
    throw new Error(
      `this archive was made by another version of the app (its schema ends with ${lastMigration}); ` +
        'restore it with that version or a newer one',
    );
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eclat-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
