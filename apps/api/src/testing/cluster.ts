import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiRoot, repoRoot } from '../paths';
import { sseFields } from './sse';

// Real processes on loopback, as in production: instances of the app (server.ts) and
// Caddy from Debian with deploy/Caddyfile in front of them. Used by the reverse-proxy
// test and by `npm run bench:rolling`.

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request from a chosen local address (127.0.0.x: another client). */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The first cookie an answer set, ready for a Cookie header (the session). */
export function cookieOf(answer: HttpAnswer): string {
  return String((answer.headers['set-cookie'] ?? [])[0]).split(';')[0]!;
}

export interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the app (the built bundle when `bundle` is true, else the sources through tsx) on
 * `port` and waits until it is ready. Its output goes to `logFile`.
 */
export async function startInstance(options: {
  port: number;
  env: Record<string, string>;
  logFile: string;
  bundle?: boolean;
}): Promise<Instance> {
  const entry = options.bundle
    ? [path.join(apiRoot, 'dist/server.mjs')]
    : ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')];
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(options.port),
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${options.port}`;
  const instance: Instance = {
    port: options.port,
    url,
    process: child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
  await Promise.race([
    waitFor(
      async () => (await request(`${url}/api/health/ready`)).status === 200,
      60_000,
      `instance on ${url}`,
    ),
    exited.then((code) => {
      throw new Error(`the instance on ${url} exited (${code}); see ${options.logFile}`);
    }),
  ]);
  return instance;
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * Caddy (Debian's package) with deploy/Caddyfile, unchanged, in front of `upstreams`,
 * serving `http://127.0.0.1:<port>` (the operator's PUBLIC_URL would be https://…).
 */
export async function startCaddy(options: {
  port: number;
  upstreams: string[];
  logFile: string;
}): Promise<Proxy> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'lavage-caddy-'));
  const url = `http://127.0.0.1:${options.port}`;
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(
    'caddy',
    ['run', '--config', path.join(repoRoot, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: home,
        XDG_DATA_HOME: home,
        XDG_CONFIG_HOME: home,
        PUBLIC_URL: url,
        UPSTREAMS: options.upstreams.join(' '),
        CADDY_ADMIN: `127.0.0.1:${await freePort()}`,
      },
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', () => {});
  await Promise.race([
    waitFor(async () => (await request(`${url}/api/health/ready`)).status === 200, 20_000, 'caddy'),
    exited.then(() => {
      throw new Error(`caddy exited; see ${options.logFile}`);
    }),
  ]);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

export interface StreamEvent {
  event: string;
  id: string | null;
  data: string;
  /** performance.now() when it arrived. */
  at: number;
}

/**
 * An event stream client as a browser's EventSource behaves: on any end it reconnects
 * after `retryMs` with Last-Event-ID, until `close()`.
 */
export function followEvents(options: {
  url: string;
  cookie: string;
  localAddress?: string;
  retryMs?: number;
  onEvent?: (event: StreamEvent) => void;
}) {
  const events: StreamEvent[] = [];
  let lastEventId: string | null = null;
  let reconnects = 0;
  let closed = false;
  let current: http.ClientRequest | null = null;
  let ready!: () => void;
  const firstReady = new Promise<void>((resolve) => (ready = resolve));

  const connect = () => {
    if (closed) return;
    const outgoing = http.request(`${options.url}/api/events`, {
      headers: {
        cookie: options.cookie,
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      localAddress: options.localAddress,
      agent: false,
    });
    current = outgoing;
    const again = () => {
      if (closed || current !== outgoing) return;
      current = null;
      reconnects += 1;
      setTimeout(connect, options.retryMs ?? 200);
    };
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        response.on('end', again);
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = sseFields(block);
          if (fields.id) lastEventId = fields.id;
          if (!fields.event) continue;
          const event = {
            event: fields.event,
            id: fields.id ?? null,
            data: fields.data ?? '',
            at: performance.now(),
          };
          if (event.event === 'ready') ready();
          events.push(event);
          options.onEvent?.(event);
        }
      });
      response.on('end', again);
      response.on('error', again);
    });
    outgoing.on('error', again);
    outgoing.end();
  };
  connect();
  return {
    events,
    ready: firstReady,
    get reconnects() {
      return reconnects;
    },
    close() {
      closed = true;
      current?.destroy();
    },
  };
}
