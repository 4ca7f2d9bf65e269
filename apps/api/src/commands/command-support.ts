import fs from 'node:fs';
import { ConfigError } from '../config/env';
import { describeFailure } from '../lib/db-errors';

/**
 * Runs an operator's command that takes one file argument: reads .env like the server,
 * prints a failure as one line (no stack) and exits 1.
 */
export async function runCommand(usage: string, run: (file: string) => Promise<void>): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  if (process.env.NODE_ENV !== 'test' && fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    await run(file);
    process.exit(0);
  } catch (error) {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `Failed: ${(error as Error).name === 'DrizzleQueryError' ? describeFailure(error) : (error as Error).message}`,
    );
    process.exit(1);
  }
}

/** "12 members, 340 washes, 680 media files" from an archive's row counts. */
export function describeTables(tables: Record<string, number>): string {
  const count = (name: string) => tables[name] ?? 0;
  return `${count('users')} members, ${count('washes')} washes, ${count('points_ledger')} ledger entries, ${count('media_files')} media files`;
}
