/** A refusal the client may read: an HTTP status and a French sentence. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string;

  constructor(statusCode: number, detail: string) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
  }
}
