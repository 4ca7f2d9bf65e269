import type { z } from 'zod';

/** A refusal from the API, carrying the French sentence the server chose. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly body: unknown,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, server down, unreadable reply). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network error', { cause });
    this.name = 'NetworkError';
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Parses the answer with the shared contract; the result is typed from it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

function readDetail(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string') return detail;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** Calls the product's own API with the session cookie. */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
    const text = await response.text();
    payload = text ? JSON.parse(text) : undefined;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const refused =
    !response.ok ||
    (payload !== null && typeof payload === 'object' && (payload as { success?: unknown }).success === false);
  if (refused) throw new ApiError(response.status, readDetail(payload), payload);
  return options.schema ? options.schema.parse(payload) : (payload as T);
}

/** The sentence to show for a failed call: the server's detail, else the given fallback. */
export function errorMessage(error: unknown, fallback: string, networkFallback = fallback): string {
  if (error instanceof ApiError) return error.detail ?? fallback;
  if (error instanceof NetworkError) return networkFallback;
  return fallback;
}
