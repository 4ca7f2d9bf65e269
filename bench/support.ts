/** Helpers shared by the benchmarks and the Lighthouse script. */
import pg from 'pg';

/** Runs one statement on a PostgreSQL server with a connection of its own. */
export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Waits until `url` answers 2xx (a server starting), or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Signs a new member up through the API; answers the cookies it set, ready for a header. */
export async function signUp(baseUrl: string, email: string, name: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'motdepasse', name, favorite_station: 'Cernier I' }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .join('; ');
}

/** The p-th percentile of some samples (nearest rank). */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** A figure to one decimal. */
export const round = (value: number) => Math.round(value * 10) / 10;
