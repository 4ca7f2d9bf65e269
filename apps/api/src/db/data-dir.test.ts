import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openPglite } from './client';
import { DataDirInUseError } from './data-dir-lock';

const dirs: string[] = [];
function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-datadir-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('refuses a second opening of the same PGlite data directory, with a clear message', async () => {
  const dataDir = newDataDir();
  const first = await openPglite(dataDir);
  try {
    await expect(openPglite(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(openPglite(dataDir)).rejects.toThrow(/already in use by another process \(pid \d+\)/);
    await first.db.execute(sql`CREATE TABLE kept (value int)`);
    await first.db.execute(sql`INSERT INTO kept VALUES (42)`);
  } finally {
    await first.close();
  }
  // Released at close: the next start opens it and finds the acknowledged write.
  const second = await openPglite(dataDir);
  try {
    const result = (await second.db.execute(sql`SELECT value FROM kept`)) as unknown as {
      rows: { value: number }[];
    };
    expect(result.rows).toEqual([{ value: 42 }]);
  } finally {
    await second.close();
  }
}, 30_000);

it('takes over a lock left by a process that no longer runs', async () => {
  const dataDir = newDataDir();
  // The pid of a process that has just exited.
  const gone = spawnSync(process.execPath, [
    '-e',
    'process.stdout.write(String(process.pid))',
  ]).stdout.toString();
  fs.writeFileSync(path.join(dataDir, 'pgdata.lock'), gone);
  const handle = await openPglite(dataDir);
  await handle.close();
  expect(fs.existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);
}, 30_000);
