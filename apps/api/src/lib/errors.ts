/** A refusal the client may read: an HTTP status and a French sentence. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string;
  /** For a 429: seconds until the client may try again (the Retry-After header). */
  readonly retryAfterS: number | undefined;

  constructor(statusCode: number, detail: string, options: { retryAfterS?: number } = {}) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
    this.retryAfterS = options.retryAfterS;
  }
}
