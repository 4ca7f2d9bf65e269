/**
 * `npm run restore -- <file>`: loads an archive into the empty database the configuration
 * names (DATABASE_URL, else DATA_DIR), whichever engine wrote it (docs/operations.md).
 */
import path from 'node:path';
import { loadConfig } from '../config/env';
import { restoreArchive } from '../modules/backups/restore';
import { describeTables, runCommand } from './command-support';

await runCommand('npm run restore -- <file>', async (file) => {
  const config = loadConfig();
  const target = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
  const result = await restoreArchive(path.resolve(file), target);
  console.log(
    `Restored ${path.resolve(file)} into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir} ` +
      `(${result.engine}) in ${(result.durationMs / 1000).toFixed(1)} s; ${describeTables(result.summary.tables)}`,
  );
});
