import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's folder (apps/api): the nearest folder above this module with a package.json.
 * Found the same way whether this code runs from src/ (tsx, tests) or from a chunk of the
 * built bundle in dist/.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsDir = path.join(apiRoot, 'src/db/migrations');
/** Prepared, migrated PGlite data directories (see db/pglite-template.ts). */
export const templatesDir = path.join(apiRoot, 'dist/templates');
