/**
 * `npm run bench`: seeds 100,000 users and 1,000,000 washes (with their ledger rows) in
 * a fresh PostgreSQL database, then prints p50/p95 of the three leaderboards and the
 * wash submissions per second with an 800×600 photo. Not part of the tests.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the
 * server; the bench creates its own database there and drops it at the end.
 * BENCH_USERS / BENCH_WASHES scale the seed down for a quick run; BENCH_KEEP=1 keeps the
 * database for EXPLAIN.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { measureQrScan } from './qr-scan';
import { adminQuery, percentile, round } from './support';
import { buildApp } from '../apps/api/src/app';
import { prepareApp } from '../apps/api/src/bootstrap';
import { loadConfig } from '../apps/api/src/config/env';
import { openPostgres } from '../apps/api/src/db/postgres';
import { manualClock, systemClock } from '../apps/api/src/lib/clock';
import { JourneyScheduler } from '../apps/api/src/modules/journeys/journeys.service';
import { levelMinPoints, MAX_LEVEL } from '../packages/shared/src/domain/levels';
import { zurichInstant, zurichWeekStart, addDays } from '../packages/shared/src/domain/zurich-time';
import { hashToken } from '../apps/api/src/lib/tokens';
import { unlockEarnedBadges } from '../apps/api/src/modules/badges/badges.service';
import { measureWashes, WASH_MEMBERS } from './washes';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const WASHES = Number(process.env.BENCH_WASHES ?? 1_000_000);
const STATIONS = 50;
const LEADERBOARD_RUNS = 60;
/** BENCH_ONLY=washes,statistics… runs those parts only (the seed always). */
const ONLY = process.env.BENCH_ONLY?.split(',');
const runs = (part: string) => !ONLY || ONLY.includes(part);

const admin = (query: string) => adminQuery(serverUrl, query);

async function main() {
  const name = `lavage_bench_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const database = openPostgres(url.toString(), 10);
  try {
    await database.migrate();
    const seedClient = new pg.Client({ connectionString: url.toString() });
    await seedClient.connect();
    seedClient.on('error', () => {}); // the database dropped at the end ends it

    let started = performance.now();
    console.log(`seeding ${USERS.toLocaleString('en')} users and ${WASHES.toLocaleString('en')} washes…`);
    await seedClient.query(
      `INSERT INTO users (email, name, created_at)
       SELECT 'bench' || i || '@example.ch', 'Client ' || i, now() - interval '400 days'
       FROM generate_series(1, $1) AS i`,
      [USERS],
    );
    // A network of 50 stations (issue 34): the three seeded ones and 47 more.
    await seedClient.query(
      `INSERT INTO stations (id, name, google_review_url, sort_order)
       SELECT 'bench-' || i, 'Station ' || i, 'https://g.page/r/bench-' || i || '/review', 3 + i
       FROM generate_series(1, $1) AS i`,
      [STATIONS - 3],
    );
    // Washes spread over the last 365 days, ten a user at most, on distinct days per user.
    await seedClient.query(`CREATE TEMP TABLE user_ids AS SELECT row_number() OVER () AS n, id FROM users`);
    await seedClient.query(
      `INSERT INTO washes (id, user_id, station, wash_type, day, daily_index, points_earned, bonus_applied,
                           photo_key, thumb_key, created_at, car_checked_at)
       SELECT gen_random_uuid(), u.id,
              (SELECT array_agg(name ORDER BY sort_order) FROM stations)[1 + i % ${STATIONS}], 'standard',
              ((now() AT TIME ZONE 'Europe/Zurich')::date - ((i / $2) * 36 + i % 36)::int), 1,
              15 + (i % 4) * 5, ARRAY[]::text[], 'washes/bench/' || i || '.jpg', 'washes/bench/' || i || '-t.jpg',
              now() - make_interval(days => (i / $2) * 36 + i % 36, hours => i % 12), now()
       FROM generate_series(0, $1 - 1) AS i JOIN user_ids u ON u.n = 1 + i % $2`,
      [WASHES, USERS],
    );
    // Twelve fingerprints per photo of the last 30 days, as the duplicate check scans them.
    await seedClient.query(
      `INSERT INTO photo_fingerprints (wash_id, hash, band0, band1, band2, band3, band4, created_at)
       SELECT id, hash, (hash & 8191)::int, ((hash >> 13) & 8191)::int, ((hash >> 26) & 8191)::int,
              ((hash >> 39) & 8191)::int, ((hash >> 52) & 4095)::int, created_at
       FROM (SELECT w.id, ((random() - 0.5) * 1.8e19)::bigint AS hash, w.created_at
             FROM washes w CROSS JOIN generate_series(1, 12)
             WHERE w.created_at > now() - interval '30 days') AS f`,
    );
    await seedClient.query(
      `INSERT INTO points_ledger (user_id, delta, reason, reference, idempotency_key, created_at)
       SELECT user_id, points_earned, 'wash', id::text, 'wash:' || id, created_at FROM washes
       ORDER BY created_at`, // a real ledger grows in time order
    );
    await seedClient.query(
      `INSERT INTO period_points (period, starts_on, user_id, points)
       SELECT 'week', date_trunc('week', created_at AT TIME ZONE 'Europe/Zurich')::date, user_id, sum(delta)::int
       FROM points_ledger GROUP BY 2, 3
       UNION ALL
       SELECT 'month', date_trunc('month', created_at AT TIME ZONE 'Europe/Zurich')::date, user_id, sum(delta)::int
       FROM points_ledger GROUP BY 2, 3`,
    );
    await seedClient.query(
      `UPDATE users u SET total_points = s.points, total_washes = s.washes
       FROM (SELECT user_id, sum(delta)::int AS points, count(*)::int AS washes FROM points_ledger GROUP BY user_id) s
       WHERE s.user_id = u.id`,
    );
    // What the wash path keeps on each member: the level, the last wash day and week (the
    // journeys select on them).
    await seedClient.query(
      `UPDATE users u SET last_wash_day = s.last_day, last_wash_week = date_trunc('week', s.last_day)::date,
                          week_streak = 1, wash_streak = 1,
                          level = (SELECT count(*) FROM unnest($1::int[]) AS t(min) WHERE t.min <= u.total_points)
       FROM (SELECT user_id, max(day) AS last_day FROM washes GROUP BY user_id) s
       WHERE s.user_id = u.id`,
      [Array.from({ length: MAX_LEVEL }, (_, index) => levelMinPoints(index + 1))],
    );
    // The seed writes a year of washes in one transaction, so every update of a day's
    // statistics row stays in the table until it ends; a real table, written a wash at a
    // time, is pruned as it goes (decision 0032) and stays this small.
    await seedClient.query('VACUUM FULL station_days');
    await seedClient.query('VACUUM ANALYZE');
    console.log(`seeded in ${round((performance.now() - started) / 1000)} s`);

    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    };
    const app = await buildApp({ config, database, clock: systemClock(), logger: false });
    await prepareApp(app, database);

    // Sessions for the bench users (tokens stored hashed, as the app does).
    const { rows: benchUsers } = await seedClient.query<{ id: string }>(
      `SELECT id FROM users ORDER BY id LIMIT $1`,
      [WASH_MEMBERS + 1],
    );
    const cookies: string[] = [];
    for (const { id } of benchUsers) {
      const token = randomBytes(32).toString('base64url');
      await seedClient.query(
        `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
        [id, hashToken(token)],
      );
      cookies.push(`session=${token}`);
    }
    const viewer = cookies.pop() as string;
    // A member with a history holds the badges it earned (the seed inserts none): without
    // them each measured wash would pay the first-wash and tenth-wash badges, which a
    // regular's wash does not.
    for (const { id } of benchUsers)
      await database.db.transaction((tx) => unlockEarnedBadges(tx, id, { reason: 'wash', now: new Date() }));

    if (runs('leaderboards'))
      console.log('\nleaderboards (limit 50, with the viewer’s own rank and the totals):');
    for (const period of runs('leaderboards') ? ['global', 'weekly', 'monthly'] : []) {
      const samples: number[] = [];
      for (let run = 0; run < LEADERBOARD_RUNS + 5; run += 1) {
        started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/leaderboard/${period}?limit=50`,
          headers: { cookie: viewer },
        });
        if (response.statusCode !== 200)
          throw new Error(`${period}: ${response.statusCode} ${response.body}`);
        if (run >= 5) samples.push(performance.now() - started); // the first runs warm caches up
      }
      const body = await app.inject({
        method: 'GET',
        url: `/api/leaderboard/${period}?limit=50`,
        headers: { cookie: viewer },
      });
      console.log(
        `  ${period.padEnd(8)} p50 ${round(percentile(samples, 50))} ms  p95 ${round(percentile(samples, 95))} ms  (${body.json().total_users} ranked)`,
      );
    }

    if (runs('washes')) await measureWashes(app, cookies);
    if (runs('export')) await measureExport(app, seedClient, benchUsers.at(-1)?.id as string, viewer);
    if (runs('retention')) await measureRetention(app, viewer);
    if (runs('statistics')) await measureStationStatistics(app, viewer);
    if (runs('journeys')) await measureJourneys(app, seedClient, viewer);
    console.log(`\nmachine: ${os.cpus().length} cores, node ${process.version}`);

    await seedClient.end();
    await app.close();
  } finally {
    await database.close().catch(() => {});
    if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
    else await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** Statistics over 50 stations (issue 34): the whole network's page, then one station's. */
async function measureStationStatistics(app: Awaited<ReturnType<typeof buildApp>>, viewer: string) {
  console.log(`\nstatistics over ${STATIONS} stations (period, by station, against the period before):`);
  const oneStation = `station=${encodeURIComponent('Station 17')}`;
  for (const [label, query] of [
    ['last 30 days, every station', ''],
    ['last 30 days, one station', `?${oneStation}`],
    ['this year, every station', '?period=year'],
    ['this year, one station', `?period=year&${oneStation}`],
  ] as const) {
    const samples: number[] = [];
    let stations = 0;
    for (let run = 0; run < 12; run += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/statistics${query}`,
        headers: { cookie: viewer },
      });
      if (response.statusCode !== 200) throw new Error(`statistics: ${response.statusCode} ${response.body}`);
      if (run >= 2) samples.push(performance.now() - started);
      stations = Object.keys(response.json().range?.by_station ?? {}).length;
    }
    console.log(
      `  ${label}: p50 ${round(percentile(samples, 50))} ms  p95 ${round(percentile(samples, 95))} ms  (${stations} stations with washes${query.includes('year') ? '' : '; target ≤ 300 ms'})`,
    );
  }
}

/** Statistics → « Fidélité » over the whole seed (the viewer is an operator by now). */
async function measureRetention(app: Awaited<ReturnType<typeof buildApp>>, viewer: string) {
  const samples: number[] = [];
  let body: { at_risk_total: number; early_return: number | null } | undefined;
  for (let run = 0; run < 12; run += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/statistics/retention',
      headers: { cookie: viewer },
    });
    if (response.statusCode !== 200) throw new Error(`retention: ${response.statusCode} ${response.body}`);
    if (run >= 2) samples.push(performance.now() - started); // the first runs warm caches up
    body = response.json();
  }
  console.log('\nretention figures (« Fidélité »: cohorts, weekly active, early return, at risk):');
  console.log(
    `  p50 ${round(percentile(samples, 50))} ms  p95 ${round(percentile(samples, 95))} ms  (${body?.at_risk_total} at risk; target ≤ 300 ms)`,
  );
}

/**
 * The journeys' scheduler over every member (issue 33: 100,000 in 10 s or less): all five
 * journeys on, at this week's Saturday 10:00 Zurich. The first run writes the messages
 * due (one per member at most, the caps); the second finds nothing new: that is the
 * every-minute cost of evaluating every member.
 */
async function measureJourneys(
  app: Awaited<ReturnType<typeof buildApp>>,
  seedClient: pg.Client,
  viewer: string,
) {
  for (const key of ['streak_at_risk', 'welcome', 'win_back', 'almost_there', 'birthday']) {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/journeys/${key}`,
      headers: { cookie: viewer },
      payload: { enabled: true },
    });
    if (response.statusCode !== 200) throw new Error(`journeys: ${response.statusCode} ${response.body}`);
  }
  // Birthdays spread over the year, as a real member base would have them.
  await seedClient.query(
    `UPDATE users SET birthday = to_char(date '2001-01-01' + (abs(hashtext(id::text)) % 365), 'MM-DD')`,
  );
  const saturday = zurichInstant(addDays(zurichWeekStart(new Date()), 5), 10 * 60);
  const scheduler = new JourneyScheduler(app.db, manualClock(saturday), app.memberMail, app.log);
  const members = (await seedClient.query(`SELECT count(*)::int AS n FROM users`)).rows[0].n as number;
  console.log(
    `\njourneys' scheduler over ${members.toLocaleString('en')} members (all five on, a Saturday 10:00):`,
  );
  for (const label of ['first run (writes what is due)', 'next minute (nothing new)']) {
    const started = performance.now();
    const run = await scheduler.run();
    const seconds = (performance.now() - started) / 1000;
    const sent = Object.values(run).reduce((sum, journey) => sum + (journey?.sent ?? 0), 0);
    const control = Object.values(run).reduce((sum, journey) => sum + (journey?.control ?? 0), 0);
    console.log(`  ${label}: ${round(seconds)} s  (${sent} sent, ${control} held back; target ≤ 10 s)`);
  }
}

/**
 * The washes' CSV export over a real socket (inject would buffer it): rows per second and
 * how much the process grew while streaming every wash of the seed.
 */
async function measureExport(
  app: Awaited<ReturnType<typeof buildApp>>,
  seedClient: pg.Client,
  viewerId: string,
  viewer: string,
) {
  await seedClient.query(`UPDATE users SET is_admin = true WHERE id = $1`, [viewerId]);
  app.authCache.forgetUser(viewerId);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const response = await fetch(`${address}/api/admin/exports/washes.csv`, { headers: { cookie: viewer } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(`\nCSV export of every wash (streamed, HTTP ${response.status}):`);
  console.log(
    `  ${(lines - 1).toLocaleString('en')} rows, ${round(bytes / 1e6)} MB in ${round(seconds)} s (${Math.round((lines - 1) / seconds).toLocaleString('en')} rows/s), process grew ${round((peak - baseline) / 1e6)} MB at most`,
  );
}

main()
  .then(() => (runs('qr') ? measureQrScan() : undefined))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
