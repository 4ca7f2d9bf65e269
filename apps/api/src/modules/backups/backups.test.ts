import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { totalsOffTheLedger } from '../../testing/invariants';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../../app';
import { prepareApp } from '../../bootstrap';
import { openPglite, queryRows, type DatabaseHandle } from '../../db/client';
import { openPostgres } from '../../db/postgres';
import { manualClock } from '../../lib/clock';
import { postWash, registerAdmin, registerUser } from '../../testing/http';
import { createTestApp, eventually, testConfig, type TestApp } from '../../testing/test-app';
import { databaseUrlFor } from '../../testing/test-database-info';
import { backupDatabase } from './backup';
import { openArchive, readManifest } from './archive';
import { restoreArchive, RestoreRefusedError } from './restore';

const info = inject('testDatabase');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-backup-test-'));
const createdDatabases: string[] = [];

async function serverQuery(query: string): Promise<void> {
  if (info.engine !== 'postgres') throw new Error('no PostgreSQL server in this run');
  const client = new pg.Client({ connectionString: info.serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database of this run (dropped after the file). */
async function emptyPostgresDatabase(): Promise<string> {
  if (info.engine !== 'postgres') throw new Error('no PostgreSQL server in this run');
  const name = `${info.template}_restore_${randomBytes(4).toString('hex')}`;
  await serverQuery(`CREATE DATABASE "${name}"`);
  createdDatabases.push(name);
  return databaseUrlFor(info.serverUrl, name);
}

function newDataDir(): string {
  return fs.mkdtempSync(path.join(workDir, 'data-'));
}

/** The app on a restored database, as `npm start` would run it there. */
async function appOn(database: DatabaseHandle) {
  const app = await buildApp({ config: testConfig(), database, clock: manualClock() });
  await prepareApp(app, database);
  return app;
}

interface Acknowledged {
  washes: { id: string; photoUrl: string; cookie: string }[];
  messages: string[];
  adjustments: { userId: string; reason: string }[];
}

describe('backups (the restore drill)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  const members: Awaited<ReturnType<typeof registerUser>>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t.app);
    for (let index = 0; index < 24; index += 1) members.push(await registerUser(t.app));
  });

  afterAll(async () => {
    await t.close();
    for (const name of createdDatabases) await serverQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  /**
   * Writes washes (with photos), chat messages and point adjustments, one after another
   * per kind, until `stop()`; records each write the API acknowledged and when.
   */
  function startWriters() {
    const log: { kind: 'wash' | 'message' | 'adjustment'; at: number; record: unknown }[] = [];
    let running = true;
    let next = 0;
    const washes = (async () => {
      while (running && next < members.length) {
        const member = members[next++]!;
        const response = await postWash(t.app, member.cookie);
        if (response.statusCode === 201)
          log.push({
            kind: 'wash',
            at: performance.now(),
            record: { id: response.json().id, photoUrl: response.json().photo_url, cookie: member.cookie },
          });
      }
    })();
    const messages = (async () => {
      for (let index = 0; running; index += 1) {
        const member = members[index % members.length]!;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/chat/send',
          headers: { cookie: member.cookie },
          payload: { content: `Message ${index} pendant la sauvegarde` },
        });
        if (response.statusCode === 201)
          log.push({ kind: 'message', at: performance.now(), record: response.json().id });
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const adjustments = (async () => {
      for (let index = 0; running; index += 1) {
        const member = members[index % members.length]!;
        const reason = `Geste ${index}`;
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${member.user.id}/points`,
          headers: { cookie: admin.cookie },
          payload: { delta: 3, reason },
        });
        if (response.statusCode === 200)
          log.push({ kind: 'adjustment', at: performance.now(), record: { userId: member.user.id, reason } });
      }
    })();
    return {
      /** The writes acknowledged before `instant`. */
      before(instant: number): Acknowledged {
        const done = log.filter((entry) => entry.at < instant);
        return {
          washes: done
            .filter((entry) => entry.kind === 'wash')
            .map((entry) => entry.record as Acknowledged['washes'][0]),
          messages: done.filter((entry) => entry.kind === 'message').map((entry) => entry.record as string),
          adjustments: done
            .filter((entry) => entry.kind === 'adjustment')
            .map((entry) => entry.record as Acknowledged['adjustments'][0]),
        };
      },
      async stop() {
        running = false;
        await Promise.all([washes, messages, adjustments]);
      },
    };
  }

  /** The drill's checks on a restored database. */
  async function checkRestored(database: DatabaseHandle, expected: Acknowledged) {
    const app = await appOn(database);
    try {
      const washIds = new Set(
        (await queryRows<{ id: string }>(database.db, sql`SELECT id FROM washes`)).map((row) => row.id),
      );
      for (const wash of expected.washes) expect(washIds.has(wash.id), `wash ${wash.id}`).toBe(true);
      const messageIds = new Set(
        (await queryRows<{ id: string }>(database.db, sql`SELECT id::text FROM chat_messages`)).map(
          (row) => row.id,
        ),
      );
      for (const id of expected.messages) expect(messageIds.has(String(id)), `message ${id}`).toBe(true);
      const reasons = new Set(
        (
          await queryRows<{ user_id: string; reference: string | null }>(
            database.db,
            sql`SELECT user_id, reference FROM points_ledger WHERE reason = 'admin_adjustment'`,
          )
        ).map((row) => `${row.user_id} ${row.reference}`),
      );
      for (const adjustment of expected.adjustments)
        expect(reasons.has(`${adjustment.userId} ${adjustment.reason}`), adjustment.reason).toBe(true);
      // The ledger adds up to every member's total.
      const mismatched = await totalsOffTheLedger(database.db);
      expect(mismatched).toEqual([]);
      // Sessions still sign their members in; every photo is readable by its owner.
      for (const member of members) {
        const me = await app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: member.cookie },
        });
        expect(me.statusCode).toBe(200);
        expect(me.json().id).toBe(member.user.id);
      }
      for (const wash of expected.washes) {
        const photo = await app.inject({
          method: 'GET',
          url: wash.photoUrl,
          headers: { cookie: wash.cookie },
        });
        expect(photo.statusCode, wash.photoUrl).toBe(200);
        expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      }
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('restores every write acknowledged before the backup started, taken while members write', async () => {
    // Some history first, then writers running across the backup.
    for (const member of members.slice(0, 4))
      expect((await postWash(t.app, member.cookie)).statusCode).toBe(201);
    members.splice(0, 4);
    const writers = startWriters();
    await eventually(async () => {
      const sofar = writers.before(performance.now());
      return sofar.washes.length > 0 && sofar.messages.length > 0 && sofar.adjustments.length > 0;
    }, 15_000);
    const file = path.join(workDir, 'drill.backup.gz');
    const started = performance.now();
    const result = await backupDatabase({
      database: t.database,
      file,
      now: t.clock.now(),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await writers.stop();
    const expected = writers.before(started);
    // Each kind was being written when the backup started.
    expect(expected.washes.length).toBeGreaterThan(0);
    expect(expected.messages.length).toBeGreaterThan(0);
    expect(expected.adjustments.length).toBeGreaterThan(0);
    expect(result.summary.tables.media_files).toBeGreaterThan(0);
    expect(result.manifest.engine).toBe(t.database.engine);

    // Into a fresh target of the same engine.
    let restored: DatabaseHandle;
    if (info.engine === 'postgres') {
      const databaseUrl = await emptyPostgresDatabase();
      await restoreArchive(file, { databaseUrl });
      restored = openPostgres(databaseUrl, 3);
    } else {
      const dataDir = newDataDir();
      await restoreArchive(file, { dataDir });
      restored = await openPglite(dataDir);
    }
    await checkRestored(restored, expected);

    if (info.engine === 'postgres') {
      // PostgreSQL → PGlite, then that PGlite's own archive → PostgreSQL again.
      const dataDir = newDataDir();
      await restoreArchive(file, { dataDir });
      const embedded = await openPglite(dataDir);
      const fromPglite = path.join(workDir, 'from-pglite.backup.gz');
      const second = await backupDatabase({ database: embedded, file: fromPglite, now: t.clock.now() });
      expect(second.summary.tables).toEqual(result.summary.tables);
      await checkRestored(embedded, expected);
      const databaseUrl = await emptyPostgresDatabase();
      await restoreArchive(fromPglite, { databaseUrl });
      await checkRestored(openPostgres(databaseUrl, 3), expected);
    }
  }, 120_000);

  it('refuses a target that holds data, and a truncated archive, without writing anything', async () => {
    const file = path.join(workDir, 'small.backup.gz');
    await backupDatabase({ database: t.database, file, now: t.clock.now() });
    expect((await readManifest(file)).lastMigration).toMatch(/^\d{4}_/);

    const dataDir = newDataDir();
    await restoreArchive(file, { dataDir });
    await expect(restoreArchive(file, { dataDir })).rejects.toThrow(RestoreRefusedError);
    if (info.engine === 'postgres') {
      await expect(restoreArchive(file, { databaseUrl: urlOf(t) ?? '' })).rejects.toThrow(/not empty/);
    }

    // The same archive cut short: nothing is loaded, the target is left empty.
    const whole = fs.readFileSync(file);
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const text = gunzipSync(whole).toString('utf8');
    const truncated = path.join(workDir, 'truncated.backup.gz');
    fs.writeFileSync(truncated, gzipSync(text.slice(0, text.lastIndexOf('-- end'))));
    const emptyDir = newDataDir();
    await expect(restoreArchive(truncated, { dataDir: emptyDir })).rejects.toThrow(/incomplete/);
    expect(fs.existsSync(path.join(emptyDir, 'pgdata'))).toBe(false);
    // The compressed file itself cut short (a copy that stopped): refused the same way.
    const cut = path.join(workDir, 'cut.backup.gz');
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const cutDir = newDataDir();
    await expect(restoreArchive(cut, { dataDir: cutDir })).rejects.toThrow(/damaged|incomplete/);
    expect(fs.existsSync(path.join(cutDir, 'pgdata'))).toBe(false);
    // A file that is not an archive.
    const notArchive = path.join(workDir, 'not-an-archive.gz');
    fs.writeFileSync(notArchive, gzipSync('SELECT 1;\n'));
    await expect(openArchive(notArchive)).rejects.toThrow(/not a backup archive/);
  }, 120_000);

  it('refuses forged archives on either engine: no command runs, nothing is loaded, the target stays empty', async () => {
    const file = path.join(workDir, 'to-forge.backup.gz');
    await backupDatabase({ database: t.database, file, now: t.clock.now() });
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const usersCopy = lines.findIndex((line) => /^COPY public\."?users"? /.test(line));
    expect(usersCopy).toBeGreaterThan(0);
    const ran = path.join(workDir, 'the-archive-ran-a-command');
    const forge = (name: string, change: (lines: string[]) => string[]) => {
      const forged = path.join(workDir, `${name}.backup.gz`);
      fs.writeFileSync(forged, gzipSync(change([...lines]).join('\n')));
      return forged;
    };
    const afterFirstUser = (extra: string[]) => (all: string[]) => {
      all.splice(usersCopy + 2, 0, ...extra);
      return all;
    };
    const attack = [`\\! touch ${ran}`, 'UPDATE users SET is_admin = true, total_points = 999999;', 'BEGIN;'];
    const trailer = lines.findIndex((line) => line.startsWith('-- end '));
    const summary = JSON.parse(lines[trailer]!.slice('-- end '.length)) as { tables: Record<string, number> };
    const withSummary = (tables: Record<string, number>) => (all: string[]) => {
      all[trailer] = `-- end ${JSON.stringify({ ...summary, tables: { ...summary.tables, ...tables } })}`;
      return all;
    };
    const forged: [string, string, RegExp][] = [
      // psql ended the COPY block on '\.' + CR and ran every line after it.
      [
        'terminator with a carriage return',
        forge('cr', afterFirstUser(['\\.\r', ...attack])),
        /carriage return/,
      ],
      ['terminator with a space', forge('space', afterFirstUser(['\\. ', ...attack])), /forged end/],
      ['terminator with text after it', forge('text', afterFirstUser(['\\.x', ...attack])), /forged end/],
      ['a NUL byte in a row', forge('nul', afterFirstUser(['x\u0000y'])), /NUL/],
      [
        'a psql meta-command between blocks',
        forge('meta', (all) => [...all.slice(0, usersCopy), `\\! touch ${ran}`, ...all.slice(usersCopy)]),
        /unexpected line/,
      ],
      [
        'an extra statement between blocks',
        forge('statement', (all) => [...all.slice(0, usersCopy), attack[1]!, ...all.slice(usersCopy)]),
        /unexpected line/,
      ],
      [
        'a count that says more rows',
        forge('more', withSummary({ users: summary.tables.users! + 1 })),
        /users holds/,
      ],
      [
        'a row missing from what the count says',
        forge('missing-row', (all) => {
          all.splice(usersCopy + 1, 1);
          return all;
        }),
        // PostgreSQL may first find a session without its member (its checks are immediate).
        /users holds|violates foreign key/,
      ],
      [
        'a table the summary does not list',
        forge('unlisted', (all) => {
          const { users: _users, ...others } = summary.tables;
          all[trailer] = `-- end ${JSON.stringify({ ...summary, tables: others })}`;
          return all;
        }),
        /not in its summary/,
      ],
    ];
    for (const [what, archive, refusal] of forged) {
      const dataDir = newDataDir();
      await expect(restoreArchive(archive, { dataDir }), what).rejects.toThrow(refusal);
      expect(fs.existsSync(path.join(dataDir, 'pgdata')), what).toBe(false);
      if (info.engine === 'postgres') {
        const databaseUrl = await emptyPostgresDatabase();
        await expect(restoreArchive(archive, { databaseUrl }), what).rejects.toThrow(refusal);
        const database = openPostgres(databaseUrl, 1);
        try {
          const [row] = await queryRows<{ tables: number }>(
            database.db,
            sql`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`,
          );
          expect(row?.tables, what).toBe(0);
        } finally {
          await database.close();
        }
      }
      expect(fs.existsSync(ran), what).toBe(false);
    }
  }, 180_000);
});

function urlOf(t: TestApp): string | undefined {
  return t.testDatabase.url;
}
