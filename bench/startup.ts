/**
 * `npm run bench:startup`: how long `npm start`'s server takes to be ready, from the
 * process's spawn to its "is ready" log line: on a new data directory (PGlite, from the
 * prepared template) and on a restart with that data directory. Builds first if needed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function startOnce(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: '3997', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let readyAt: number | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (readyAt === null && output.includes('is ready')) {
        readyAt = performance.now() - started;
        child.kill('SIGTERM');
      }
    });
    child.on('exit', () => (readyAt === null ? reject(new Error(output)) : resolve(readyAt)));
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

// The first start also makes any missing build; it is not measured.
const warm = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-startup-'));
await startOnce(warm);
fs.rmSync(warm, { recursive: true, force: true });

const fresh: number[] = [];
const restart: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-startup-'));
  fresh.push(await startOnce(dataDir));
  restart.push(await startOnce(dataDir));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const show = (values: number[]) =>
  `median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
console.log(`new data directory: ${show(fresh)}`);
console.log(`restart:            ${show(restart)}`);
