import type { z } from 'zod';
import { reportCall } from './connectivity';
import { currentLocale } from './i18n';

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

/**
 * The answer's type, read from the shared zod contract at compile time only: the server
 * already writes every answer through that contract, and zod's runtime would triple the
 * JavaScript of the first screen (docs/decisions/0011).
 */
export type Contract<Schema extends z.ZodType> = z.output<Schema>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A multipart form (file uploads): sent as it is, the browser sets its content type. */
  form?: FormData;
  headers?: Record<string, string>;
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
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  // The server answers (refusals, texts) in the language the member reads the app in.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    ...options.headers,
  };
  let body: BodyInit | undefined = options.form;
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
    reportCall(false);
    throw new NetworkError(error);
  }
  reportCall(true);
  return settle<T>(response.status, response.ok, payload);
}

function settle<T>(status: number, ok: boolean, payload: unknown): T {
  const refused =
    !ok ||
    (payload !== null && typeof payload === 'object' && (payload as { success?: unknown }).success === false);
  if (refused) throw new ApiError(status, readDetail(payload), payload);
  return payload as T;
}

/**
 * A JSON call whose upload progress matters (photos): fetch cannot report it, so this
 * one goes through XMLHttpRequest. `onProgress` receives 0 to 1.
 */
export function apiUpload<T>(
  path: string,
  options: {
    method?: 'POST' | 'PUT';
    body: unknown;
    onProgress?: (share: number) => void;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', `/api${path}`);
    request.setRequestHeader('Content-Type', 'application/json');
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => {
      reportCall(false);
      reject(new NetworkError(new Error('upload failed')));
    };
    request.onload = () => {
      reportCall(true);
      try {
        const payload: unknown = request.responseText ? JSON.parse(request.responseText) : undefined;
        resolve(settle<T>(request.status, request.status >= 200 && request.status < 300, payload));
      } catch (error) {
        reject(error instanceof SyntaxError ? new NetworkError(error) : error);
      }
    };
    request.send(JSON.stringify(options.body));
  });
}

/** The sentence to show for a failed call: the server's detail, else the given fallback. */
export function errorMessage(error: unknown, fallback: string, networkFallback = fallback): string {
  if (error instanceof ApiError) return error.detail ?? fallback;
  if (error instanceof NetworkError) return networkFallback;
  return fallback;
}
