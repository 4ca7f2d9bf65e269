/** The chat tests' two instances and helpers, shared by their files. */
import { beforeAll, expect } from 'vitest';
import { twoListeningInstances, type TestApp } from './test-app';

export let a: TestApp;
export let b: TestApp;
export let baseA: string;
export let baseB: string;

/** Two listening instances for the test file that calls it (hooks of that file). */
export function useChatApps() {
  const instances = twoListeningInstances();
  beforeAll(() => {
    ({ a, b, baseA, baseB } = instances);
  });
}

/** Each test starts past every rate-limit window of the ones before it. */
export function nextHour() {
  a.clock.advance(3_600_000 + 1);
}

export async function send(cookie: string, content: unknown, app: TestApp = a) {
  return app.app.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie }, payload: { content } });
}

export async function list(cookie: string, query = '') {
  const response = await a.app.inject({
    method: 'GET',
    url: `/api/chat/messages${query}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().messages as Array<{
    id: number;
    content: string;
    user_id: string;
    user: Record<string, unknown>;
  }>;
}
