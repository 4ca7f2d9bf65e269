import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';

/** Request durations' buckets, in seconds: the app answers in milliseconds, photos in seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * The instance's metrics in one prom-client registry of its own (several apps may live in
 * one process: tests, the benches). Gauges read their value when scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly requestSeconds: Histogram<'method' | 'route' | 'status'>;
  readonly querySeconds: Histogram;
  readonly jobRuns: Counter<'job' | 'outcome'>;
  readonly jobLastSuccess: Gauge<'job'>;
  readonly pushes: Counter<'outcome'>;
  private stopObserving: (() => void) | undefined;

  constructor(
    database: DatabaseHandle,
    openStreams: () => number,
    private readonly now: () => Date,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'lavage_' });
    this.requests = new Counter({
      name: 'lavage_http_requests_total',
      help: 'HTTP requests answered, by method, route (as declared) and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'lavage_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'lavage_event_streams_open',
      help: 'Event streams (SSE) open on this instance',
      registers,
      collect() {
        this.set(openStreams());
      },
    });
    new Gauge({
      name: 'lavage_listener_up',
      help: '1 when the LISTEN connection that carries events between instances is up',
      registers,
      collect() {
        this.set(database.listenerConnected() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'lavage_db_pool_connections',
      help: 'Database pool connections by state (PostgreSQL only)',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    this.querySeconds = new Histogram({
      name: 'lavage_db_query_duration_seconds',
      help: 'Duration of the queries run on the pool (PostgreSQL only; transactions excluded)',
      buckets: QUERY_BUCKETS,
      registers,
    });
    this.stopObserving = database.observeQueries?.((seconds) => this.querySeconds.observe(seconds));
    this.jobRuns = new Counter({
      name: 'lavage_job_runs_total',
      help: 'Background job runs by job and outcome (success, failure)',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobLastSuccess = new Gauge({
      name: 'lavage_job_last_success_timestamp_seconds',
      help: 'When each background job last ran without error (Unix time)',
      labelNames: ['job'],
      registers,
    });
    this.pushes = new Counter({
      name: 'lavage_pushes_total',
      help: 'Web Push deliveries by outcome (sent, failed)',
      labelNames: ['outcome'],
      registers,
    });
  }

  /** Wraps a job's run so that each one is counted, its success timed. */
  instrument<Args extends unknown[], Result>(
    job: string,
    run: (...args: Args) => Promise<Result>,
  ): (...args: Args) => Promise<Result> {
    return async (...args: Args) => {
      try {
        const result = await run(...args);
        this.jobRuns.inc({ job, outcome: 'success' });
        this.jobLastSuccess.set({ job }, this.now().getTime() / 1000);
        return result;
      } catch (error) {
        this.jobRuns.inc({ job, outcome: 'failure' });
        throw error;
      }
    };
  }

  stop(): void {
    this.stopObserving?.();
  }
}
