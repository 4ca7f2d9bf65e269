import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { migratePglite, openPglite } from './client';
import { templatePath, writeTemplate } from './pglite-template';
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

/** A process that takes the lock, says so, and holds it until it is killed. */
function lockHolder(dataDir: string): Promise<{ child: ChildProcess; outcome: 'locked' | 'refused' }> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))};
    try { lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000); }
    catch (error) { console.log(error.constructor.name === 'DataDirInUseError' ? 'refused' : String(error)); process.exit(0); }
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.trim();
      if (line === 'locked' || line === 'refused') resolve({ child, outcome: line });
      else if (line.includes('\n')) reject(new Error(line));
    });
    child.on('exit', () => reject(new Error(`exited: ${output}`)));
  });
}

it('lets exactly one of two processes started together in after a crash, whatever pid the file names', async () => {
  for (let trial = 0; trial < 5; trial += 1) {
    const dataDir = newDataDir();
    const crashed = await lockHolder(dataDir);
    expect(crashed.outcome).toBe('locked');
    crashed.child.kill('SIGKILL');
    await new Promise((resolve) => crashed.child.once('exit', resolve));
    const both = await Promise.all([lockHolder(dataDir), lockHolder(dataDir)]);
    expect(both.map((holder) => holder.outcome).sort()).toEqual(['locked', 'refused']);
    for (const holder of both) holder.child.kill('SIGKILL');
  }
}, 60_000);

it('starts after a server that ran as PID 1 was killed (its pid left in the lock file)', async () => {
  const dataDir = newDataDir();
  fs.writeFileSync(path.join(dataDir, 'pgdata.lock'), '1');
  const handle = await openPglite(dataDir);
  await handle.close();
  // And a pid of a process that runs (this one) decides nothing either once released.
  fs.writeFileSync(path.join(dataDir, 'pgdata.lock'), String(process.pid));
  const again = await openPglite(dataDir);
  await again.close();
}, 30_000);

/** Every path under `dir` whose mode lets its group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (at: string) => {
    if ((fs.statSync(at).mode & 0o077) !== 0)
      found.push(`${at} ${(fs.statSync(at).mode & 0o777).toString(8)}`);
    if (fs.statSync(at).isDirectory()) for (const name of fs.readdirSync(at)) visit(path.join(at, name));
  };
  visit(dir);
  return found;
}

it("keeps DATA_DIR and every file in it to the server's user, whatever the umask and the template's modes", async () => {
  const dataDir = newDataDir();
  fs.chmodSync(dataDir, 0o777);
  const umask = process.umask(0);
  try {
    const database = await openPglite(dataDir);
    try {
      // New files written by the engine (WAL, a new table's files) are private too.
      await database.db.execute(sql`CREATE TABLE secret (value text)`);
      await database.db.execute(
        sql`INSERT INTO secret SELECT repeat('x', 1000) FROM generate_series(1, 2000)`,
      );
      await database.db.execute(sql`CHECKPOINT`);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  } finally {
    process.umask(umask);
  }
  expect(openToOthers(dataDir)).toEqual([]);
  // A data directory an earlier version left open is mended at the next start.
  fs.chmodSync(path.join(dataDir, 'pgdata', 'postgresql.conf'), 0o666);
  fs.chmodSync(path.join(dataDir, 'pgdata'), 0o755);
  await (await openPglite(dataDir)).close();
  expect(openToOthers(dataDir)).toEqual([]);
});

it('keeps the prepared template private', async () => {
  const template = templatePath();
  if (!fs.existsSync(template)) await writeTemplate(migratePglite);
  expect(openToOthers(template)).toEqual([]);
});
