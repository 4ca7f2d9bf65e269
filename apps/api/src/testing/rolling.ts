import path from 'node:path';
import autocannon from 'autocannon';
import {
  cookieOf,
  followEvents,
  freePort,
  request,
  startCaddy,
  startInstance,
  type Instance,
} from './cluster';

const ADMIN = { email: 'exploitant@exemple.ch', password: 'motdepasse-exploitant' };
/** The app keeps at most 5 streams per member and 20 per address (realtime.routes.ts). */
const STREAMS_PER_MEMBER = 5;
const STREAMS_PER_ADDRESS = 20;

export interface RollingFigures {
  requests: number;
  requestsPerSecond: number;
  failedRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latencyP99Ms: number;
  streams: number;
  streamsReconnected: number;
  eventsPublished: number;
  eventsExpected: number;
  eventsMissed: number;
  publishFailures: number;
  /** SIGTERM to exit (the drain, then the close). */
  stopMs: number;
  /** Start to ready (migrations checked, listener up). */
  startMs: number;
}

/**
 * A rolling restart under load (docs/operations.md): Caddy (deploy/Caddyfile) in front of
 * two instances, mixed requests through autocannon, `streams` open event streams, and an
 * operator adjusting points (each one an event to a member's streams) all the while; one
 * instance gets SIGTERM a third of the way in and starts again. Answers what failed and
 * what was missed.
 */
export async function rollingRestart(options: {
  databaseUrl: string;
  logDir: string;
  streams: number;
  durationS: number;
  connections: number;
  /** The built server (npm run build) rather than the sources. */
  bundle?: boolean;
}): Promise<RollingFigures> {
  const [portA, portB, proxyPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    SHUTDOWN_DRAIN_MS: '3000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  };
  const start = (port: number) =>
    startInstance({
      port,
      env,
      bundle: options.bundle,
      logFile: path.join(options.logDir, `rolling-${port}.log`),
    });
  const instances: Instance[] = await Promise.all([start(portA), start(portB)]);
  const caddy = await startCaddy({
    port: proxyPort,
    upstreams: [portA, portB].map((port) => `127.0.0.1:${port}`),
    logFile: path.join(options.logDir, 'rolling-caddy.log.txt'),
  });
  const streams: ReturnType<typeof followEvents>[] = [];
  try {
    // Members (one address each: registrations are limited per address) and their streams.
    const memberCount = Math.ceil(options.streams / STREAMS_PER_MEMBER);
    const members: { id: string; cookie: string }[] = [];
    for (let index = 0; index < memberCount; index += 1) {
      const registered = await request(`${caddy.url}/api/auth/register`, {
        method: 'POST',
        localAddress: `127.0.${1 + Math.floor(index / 200)}.${1 + (index % 200)}`,
        body: JSON.stringify({
          email: `roulement-${index}-${Date.now()}@exemple.ch`,
          password: 'motdepasse',
          name: `Client ${index}`,
          favorite_station: 'Cernier I',
        }),
      });
      if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.body}`);
      members.push({
        id: (JSON.parse(registered.body) as { user: { id: string } }).user.id,
        cookie: cookieOf(registered),
      });
    }
    const streamOwner: number[] = [];
    for (let index = 0; index < options.streams; index += 1) {
      streamOwner.push(index % memberCount);
      streams.push(
        followEvents({
          url: caddy.url,
          cookie: members[index % memberCount]!.cookie,
          localAddress: `127.0.9.${1 + Math.floor(index / STREAMS_PER_ADDRESS)}`,
        }),
      );
    }
    await Promise.all(streams.map((stream) => stream.ready));

    const admin = await request(`${caddy.url}/api/auth/login`, {
      method: 'POST',
      localAddress: '127.0.8.1',
      body: JSON.stringify(ADMIN),
    });
    if (admin.status !== 200) throw new Error(`admin login: ${admin.status}`);
    const adminCookie = cookieOf(admin);

    // The operator's adjustments: one every 50 ms, to members in turn, through Caddy.
    const published: { member: number; reason: string }[] = [];
    let publishFailures = 0;
    let publishing = true;
    const publisher = (async () => {
      for (let index = 0; publishing; index += 1) {
        const member = index % memberCount;
        // Delimited: « Roulement #1# » is not found inside « Roulement #10# ».
        const reason = `Roulement #${index}#`;
        const answer = await request(`${caddy.url}/api/admin/users/${members[member]!.id}/points`, {
          method: 'POST',
          headers: { cookie: adminCookie },
          body: JSON.stringify({ delta: 1, reason }),
        }).catch(() => null);
        if (answer?.status === 200) published.push({ member, reason });
        else publishFailures += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const load = autocannon({
      url: caddy.url,
      connections: options.connections,
      duration: options.durationS,
      headers: { cookie: members[0]!.cookie },
      requests: [
        { method: 'GET', path: '/api/auth/me' },
        { method: 'GET', path: '/api/stations' },
        { method: 'GET', path: '/api/leaderboard/weekly' },
        { method: 'GET', path: '/api/viral/notifications' },
        { method: 'GET', path: '/api/health' },
      ],
    });

    // A third of the way in: SIGTERM to the first instance, then it starts again.
    await new Promise((resolve) => setTimeout(resolve, (options.durationS * 1000) / 3));
    const stopping = performance.now();
    await instances[0]!.stop('SIGTERM');
    const stopMs = performance.now() - stopping;
    const starting = performance.now();
    instances[0] = await start(portA);
    const startMs = performance.now() - starting;

    const result = await load;
    publishing = false;
    await publisher;
    // Events published last reach their streams.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    let expected = 0;
    let missed = 0;
    for (const [index, stream] of streams.entries()) {
      const received = new Set(
        stream.events.filter((event) => event.event === 'notification.created').map((event) => event.data),
      );
      const text = [...received].join('\n');
      for (const event of published) {
        if (event.member !== streamOwner[index]) continue;
        expected += 1;
        if (!text.includes(event.reason)) missed += 1;
      }
    }
    const non2xx = result.non2xx;
    return {
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      failedRequests: non2xx + result.errors + result.timeouts,
      non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      latencyP99Ms: result.latency.p99,
      streams: streams.length,
      streamsReconnected: streams.filter((stream) => stream.reconnects > 0).length,
      eventsPublished: published.length,
      eventsExpected: expected,
      eventsMissed: missed,
      publishFailures,
      stopMs: Math.round(stopMs),
      startMs: Math.round(startMs),
    };
  } finally {
    for (const stream of streams) stream.close();
    await caddy.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}
