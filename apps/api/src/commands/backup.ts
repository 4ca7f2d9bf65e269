/**
 * `npm run backup -- <file>`: one archive of everything the app stores, while it serves
 * (docs/operations.md). PostgreSQL (DATABASE_URL): pg_dump. PGlite (DATA_DIR): the
 * running app writes it (it holds the files), or this process when the app is stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type Config } from '../config/env';
import { openPglite, type DatabaseHandle } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openPostgres } from '../db/postgres';
import { systemClock } from '../lib/clock';
import type { BackupResult } from '../modules/backups/backup';
import { BackupService } from '../modules/backups/backups.service';
import { requestBackup } from '../modules/backups/control-socket';
import { describeTables, runCommand } from './command-support';

await runCommand('npm run backup -- <file>', async (file) => {
  const config = loadConfig();
  const target = path.resolve(file);
  let result: BackupResult;
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, 2);
    try {
      result = await recorded(database, config).backupTo(target, 'manual');
    } finally {
      await database.close();
    }
  } else {
    const pgdata = path.join(config.dataDir, 'pgdata');
    if (!fs.existsSync(pgdata) || fs.readdirSync(pgdata).length === 0)
      throw new Error(`${config.dataDir} holds no database: nothing to back up`);
    try {
      const database = await openPglite(config.dataDir);
      try {
        result = await recorded(database, config).backupTo(target, 'manual');
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      result = await requestBackup(config.dataDir, target);
    }
  }
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${result.file}: ${megabytes} MB in ${(result.durationMs / 1000).toFixed(1)} s ` +
      `(${result.manifest.engine}, app ${result.manifest.app}, schema ${result.manifest.lastMigration}); ` +
      describeTables(result.summary.tables),
  );
});

/** Recorded in backup_runs like the scheduled ones (shown in /admin). */
function recorded(database: DatabaseHandle, config: Config): BackupService {
  return new BackupService(database, config, systemClock(), pino({ level: 'silent' }));
}
