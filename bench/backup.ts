/**
 * `npm run bench:backup`: backup and restore time and archive size for a programme of
 * BENCH_MEMBERS members (default 10,000) and BENCH_WASHES washes (default 100,000), each
 * with its photo and thumbnail (a realistic 800 px JPEG and its 200 px thumbnail, the sizes
 * the app stores), on each engine of BENCH_ENGINES (default "postgres,pglite"). PostgreSQL:
 * new databases on BENCH_POSTGRES_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { backupDatabase } from '../apps/api/src/modules/backups/backup';
import { restoreArchive } from '../apps/api/src/modules/backups/restore';
import { databaseUrlFor } from '../apps/api/src/testing/test-database-info';
import { adminQuery } from './support';

const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const members = Number(process.env.BENCH_MEMBERS ?? 10_000);
const washes = Number(process.env.BENCH_WASHES ?? 100_000);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const workDir = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'lavage-bench-backup-'));

/** A photo like a customer's: a car in a bay, with a camera's noise, as the app re-encodes it. */
async function samplePhoto(side: number, quality: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const noise = await sharp(randomBytes(width * height), { raw: { width, height, channels: 1 } })
    .blur(1.2)
    .toBuffer();
  const base = await sharp({ create: { width, height, channels: 3, background: '#5a7d9a' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#2f3b45"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="300" y="560" width="1000" height="320" rx="80" fill="#b3122e"/><circle cx="520" cy="900" r="110" fill="#111"/><circle cx="1080" cy="900" r="110" fill="#111"/><rect x="480" y="420" width="620" height="200" rx="40" fill="#8fb6d4"/></svg>`,
        ),
      },
      { input: noise, raw: { width, height, channels: 1 }, blend: 'overlay' },
    ])
    .png()
    .toBuffer();
  return sharp(base).resize(side, side, { fit: 'inside' }).jpeg({ quality }).toBuffer();
}

async function seed(database: DatabaseHandle, photo: Buffer, thumbnail: Buffer) {
  const db = database.db;
  await db.execute(sql`
    INSERT INTO users (id, email, name, password_hash, favorite_station, total_points, total_washes)
    SELECT md5('member' || n)::uuid, 'membre' || n || '@exemple.ch', 'Membre ' || n, 'x', 'Cernier I', 0, 0
    FROM generate_series(1, ${members}) AS n`);
  // In slices: one statement with every photo would hold gigabytes at once.
  const slice = 5_000;
  for (let start = 1; start <= washes; start += slice) {
    const end = Math.min(washes, start + slice - 1);
    await db.execute(sql`
      INSERT INTO washes (id, user_id, station, wash_type, day, daily_index, points_earned, bonus_applied, photo_key, thumb_key, car_checked_at)
      SELECT md5('wash' || n)::uuid, md5('member' || (n % ${members} + 1))::uuid, 'Cernier I', 'standard',
             date '2026-01-01' + (n / ${members})::int, 1, 10, '{}',
             'washes/' || md5('member' || (n % ${members} + 1))::uuid || '/' || md5('wash' || n)::uuid || '.jpg',
             'washes/' || md5('member' || (n % ${members} + 1))::uuid || '/' || md5('wash' || n)::uuid || '_thumb.jpg',
             now()
      FROM generate_series(${start}::int, ${end}::int) AS n`);
    await db.execute(sql`
      INSERT INTO media_files (key, owner_id, content_type, data)
      SELECT w.photo_key, w.user_id, 'image/jpeg', ${photo}::bytea FROM washes w
       WHERE w.id IN (SELECT md5('wash' || n)::uuid FROM generate_series(${start}::int, ${end}::int) AS n)
      UNION ALL
      SELECT w.thumb_key, w.user_id, 'image/jpeg', ${thumbnail}::bytea FROM washes w
       WHERE w.id IN (SELECT md5('wash' || n)::uuid FROM generate_series(${start}::int, ${end}::int) AS n)`);
    await db.execute(sql`
      INSERT INTO points_ledger (user_id, delta, reason, reference, idempotency_key)
      SELECT md5('member' || (n % ${members} + 1))::uuid, 10, 'wash', md5('wash' || n), 'wash:' || md5('wash' || n)
      FROM generate_series(${start}::int, ${end}::int) AS n`);
  }
  await db.execute(sql`
    UPDATE users u SET total_points = l.total, total_washes = l.washes
    FROM (SELECT user_id, sum(delta)::int AS total, count(*)::int AS washes FROM points_ledger GROUP BY user_id) l
    WHERE l.user_id = u.id`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const photo = await samplePhoto(800, 80);
const thumbnail = await samplePhoto(200, 75);
console.log(
  `${members} members, ${washes} washes; photo ${(photo.length / 1024).toFixed(0)} KB, thumbnail ${(thumbnail.length / 1024).toFixed(0)} KB (in ${workDir})`,
);
const rows: Record<string, Record<string, string>> = {};
for (const engine of engines) {
  const names: string[] = [];
  const target = async () => {
    if (engine === 'pglite') return { dataDir: fs.mkdtempSync(path.join(workDir, 'data-')) };
    const name = `lavage_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    names.push(name);
    return { databaseUrl: databaseUrlFor(serverUrl, name) };
  };
  try {
    const source = await target();
    const database = await openDatabase({
      databaseUrl: 'databaseUrl' in source ? source.databaseUrl : undefined,
      dataDir: 'dataDir' in source ? source.dataDir : '',
    });
    await database.migrate();
    const started = performance.now();
    await seed(database, photo, thumbnail);
    const seedMs = performance.now() - started;
    const file = path.join(workDir, `${engine}.backup.gz`);
    const backup = await backupDatabase({ database, file, now: new Date() });
    await database.close();
    const restored = await restoreArchive(file, await target());
    rows[engine] = {
      'seeding (not the backup)': seconds(seedMs),
      'backup time': seconds(backup.durationMs),
      'archive size': megabytes(backup.bytes),
      'restore time (into an empty target)': seconds(restored.durationMs),
      'media files': String(backup.summary.tables.media_files),
    };
    console.log(engine, rows[engine]);
  } finally {
    for (const name of names) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}
console.table(rows);
fs.rmSync(workDir, { recursive: true, force: true });
