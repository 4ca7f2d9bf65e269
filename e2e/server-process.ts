import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits for the app's health check; fails if it exits or takes longer than `timeoutMs`. */
export async function waitForHealth(url: string, timeoutMs: number, exited: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the app exited during start-up');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become healthy within ${timeoutMs} ms`);
}

/** Stops a started app (SIGTERM) and waits for it to exit. */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await stopped;
}

/**
 * The built server on a PGlite data folder of its own (a journey that must not share the
 * suite's data), signed-in operator `admin`; `fakeNow` moves its clock. Answers once healthy.
 */
export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
  fakeNow?: Date;
}): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: options.admin.email,
    ADMIN_PASSWORD: options.admin.password,
  };
  if (options.fakeNow) env.FAKE_NOW = options.fakeNow.toISOString();
  else delete env.FAKE_NOW;
  delete env.DATABASE_URL;
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['apps/api/dist/server.mjs'], { cwd: root, env, stdio: 'inherit' });
  await waitForHealth(`http://127.0.0.1:${options.port}`, 60_000, () => child.exitCode !== null);
  return child;
}

/**
 * Runs a journey against the built server on a data folder of its own (startOwnServer),
 * then stops it and removes the folder, whatever the journey did.
 */
export async function withOwnServer(
  name: string,
  admin: { email: string; password: string },
  journey: (baseURL: string) => Promise<void>,
): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `lavage-${name}-`));
  const port = await freePort();
  let server: ChildProcess | null = null;
  try {
    server = await startOwnServer({ port, dataDir, admin });
    await journey(`http://127.0.0.1:${port}`);
  } finally {
    if (server) await stopProcess(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
