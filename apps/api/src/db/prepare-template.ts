import fs from 'node:fs';
import path from 'node:path';
import { migratePglite } from './client';
import { templatePath, writeTemplate } from './pglite-template';

/** Makes the PGlite data directory template unless it exists for these migrations. */
export async function ensureTemplate(): Promise<string | null> {
  if (fs.existsSync(path.join(templatePath(), 'PG_VERSION'))) return null;
  return writeTemplate(migratePglite);
}
