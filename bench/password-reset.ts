/**
 * `npm run bench:reset`: does « Mot de passe oublié ? » answer an address with an account as
 * fast as one without (issue 48, decision 0035)? The built server with a local SMTP server;
 * 30 requests for members and 30 for unknown addresses, interleaved, each from an address of
 * its own, on a quiet machine and beside CPU-bound neighbour processes; medians and p90 of
 * each, and their difference. `BENCH_RUNS` rounds of each (default 3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpServer } from '../apps/api/src/testing/smtp-server';
import { percentile, round, waitForOk } from './support';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EACH = 30;
const PORT = 3996;
const base = `http://127.0.0.1:${PORT}`;

let address = 0;
/** A client address of its own per request (the limits are per address), through the proxy header. */
const nextAddress = () => {
  address += 1;
  return `10.${Math.floor(address / 62_500) % 250}.${Math.floor(address / 250) % 250}.${address % 250}`;
};

async function register(email: string): Promise<void> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      email,
      password: 'un-mot-de-passe-long',
      name: 'Membre',
      favorite_station: 'Cernier I',
    }),
  });
  if (response.status !== 201)
    throw new Error(`registration failed: ${response.status} ${await response.text()}`);
}

/** One request's time, from sending to the whole answer read. */
async function ask(email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/password-reset/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email }),
  });
  await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`password reset answered ${response.status}`);
  return elapsed;
}

const median = (values: number[]) => percentile(values, 50);

async function measureRound(label: string, round: number): Promise<void> {
  const slug = label.replace(/\W+/g, '-');
  const members = Array.from({ length: EACH }, (_, index) => `reset-${slug}-${round}-${index}@exemple.ch`);
  for (const email of members) await register(email);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let index = 0; index < EACH; index += 1) {
    // Interleaved, and the order within a pair alternates: neither kind always follows the other.
    const pair = [
      async () => known.push(await ask(members[index]!)),
      async () => unknown.push(await ask(`nobody-${slug}-${round}-${index}@exemple.ch`)),
    ];
    if (index % 2 === 1) pair.reverse();
    for (const step of pair) await step();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const [m, u] = [median(known), median(unknown)];
  console.log(
    `${label.padEnd(18)} round ${round}: account ${round_ms(m)} ms (p90 ${round_ms(percentile(known, 90))}), ` +
      `none ${round_ms(u)} ms (p90 ${round_ms(percentile(unknown, 90))}), difference ${round_ms(m - u)} ms`,
  );
}
const round_ms = (value: number) => round(value).toFixed(1);

async function main() {
  const smtp = await startSmtpServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-bench-reset-'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      PUBLIC_URL: base,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const neighbours: ChildProcess[] = [];
  try {
    await waitForOk(`${base}/api/health`, 120_000);
    // Warm the paths (first compile of each statement) before measuring.
    await measureRound('warm-up', 0);
    for (let run = 1; run <= RUNS; run += 1) {
      await measureRound('quiet', run);
      for (const count of [1, 2]) {
        for (let index = 0; index < count; index += 1)
          neighbours.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
        await measureRound(`${count} CPU neighbour${count > 1 ? 's' : ''}`, run);
        for (const neighbour of neighbours.splice(0)) neighbour.kill('SIGKILL');
      }
    }
    // Every member's link arrives, and none for the addresses without an account.
    const expected = (RUNS * 3 + 1) * EACH;
    const deadline = Date.now() + 120_000;
    while (smtp.received.length < expected && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const strays = smtp.received.filter((mail) => mail.to.startsWith('nobody-')).length;
    console.log(
      `mails received: ${smtp.received.length} of ${expected} asked for members; ${strays} to unknown addresses`,
    );
  } finally {
    for (const neighbour of neighbours) neighbour.kill('SIGKILL');
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
