import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsDir, templatesDir } from '../paths';
import { makePrivate, restrictNewFiles } from './private-files';

/**
 * A prepared, migrated PGlite data directory. Creating a cluster takes PGlite seconds;
 * copying this one into a new DATA_DIR takes a fraction of one. Its name carries a hash
 * of the migrations and of PGlite's version, so a stale one is never used.
 */
export function templatePath(): string {
  const hash = createHash('sha256');
  hash.update((PGlite as unknown as { version?: string }).version ?? '');
  for (const file of fs.readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(templatesDir, `pglite-${hash.digest('hex').slice(0, 16)}`);
}

/** Copies the template into an empty data directory; false when there is no template. */
export function copyTemplateInto(dataDir: string): boolean {
  const template = templatePath();
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  fs.cpSync(template, dataDir, { recursive: true });
  // cpSync keeps the template's modes whatever the umask: the copy is made private.
  makePrivate(dataDir);
  return true;
}

/** Makes the template: a new cluster, migrated, in a folder renamed into place when done. */
export async function writeTemplate(migrate: (client: PGlite) => Promise<void>): Promise<string> {
  const target = templatePath();
  const temporary = `${target}.${process.pid}.tmp`;
  fs.rmSync(temporary, { recursive: true, force: true });
  fs.mkdirSync(temporary, { recursive: true });
  restrictNewFiles();
  const client = await PGlite.create(temporary);
  try {
    await migrate(client);
  } finally {
    await client.close();
  }
  makePrivate(temporary);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(temporary, target);
  return target;
}
