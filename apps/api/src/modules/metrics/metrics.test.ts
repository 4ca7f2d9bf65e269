import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN } });
  plain = await createTestApp();
});
afterAll(async () => {
  await plain.close();
  await t.close();
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(plain, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    expect(plain.app.metrics).toBeNull();
  });

  it('answers the bearer of the token only, in the Prometheus text format', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, 'Bearer wrong-token-of-the-same-len')).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
    const member = await registerUser(t.app);
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: member.cookie } });
    await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    await t.app.inject({ method: 'GET', url: '/api/stations/00000000-0000-4000-8000-000000000000' });
    await t.app.pushWorker.runOnce();
    const answer = await scrape(t, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    // Requests by declared route and status: ids never make series of their own.
    expect(text).toMatch(/lavage_http_requests_total\{method="GET",route="\/api\/auth\/me",status="200"\} 1/);
    expect(text).toMatch(/lavage_http_requests_total\{method="GET",route="\/api\/auth\/me",status="401"\} 1/);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toContain(
      'lavage_http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/auth/me"',
    );
    expect(text).toMatch(/lavage_event_streams_open 0/);
    expect(text).toMatch(/lavage_listener_up 1/);
    expect(text).toMatch(/lavage_job_runs_total\{job="push",outcome="success"\} 1/);
    expect(text).toMatch(/lavage_job_last_success_timestamp_seconds\{job="push"\} \d+/);
    expect(text).toContain('lavage_process_cpu_seconds_total');
    if (t.database.engine === 'postgres') {
      expect(text).toMatch(/lavage_db_query_duration_seconds_count [1-9]\d*/);
      expect(text).toMatch(/lavage_db_pool_connections\{state="total"\} [1-9]/);
    }
    // Nothing personal in what is scraped.
    expect(text).not.toContain(member.body.email);
  });
});
