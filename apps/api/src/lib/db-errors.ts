/** PostgreSQL's unique_violation, as both drivers report it (directly or as the cause). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const pgError =
    candidate?.code === '23505' ? candidate : candidate?.cause?.code === '23505' ? candidate.cause : null;
  if (!pgError) return false;
  return constraint === undefined || pgError.constraint === constraint;
}

/** Codes of a database that cannot be reached or refuses work for now (not the request's fault). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57P04', // database_dropped
  '3D000', // invalid_catalog_name: the database is gone
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  // A database closed to connections (55000 is also other things: matched by its text).
  'is not currently accepting connections',
  'terminating connection due to administrator command',
];

/** Whether an error (or its cause) says the database is down, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth += 1
  ) {
    if (typeof current.code === 'string' && UNAVAILABLE_CODES.has(current.code)) return true;
    if (
      typeof current.message === 'string' &&
      UNAVAILABLE_MESSAGES.some(
        (text) => current!.message === text || (current!.message as string).includes(text),
      )
    )
      return true;
  }
  return false;
}

/**
 * PostgreSQL's refusals of a value the client sent (a number past the column's range, text
 * that is not a number): a bad request, whatever route let it through.
 */
export function isBadValue(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth += 1
  ) {
    if (current.code === '22003' || current.code === '22P02' || current.code === '22021') return true;
  }
  return false;
}

/** undefined_table: a table this version added, on a database not migrated yet. */
export function isMissingTable(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === '42P01' || candidate?.cause?.code === '42P01';
}

/**
 * A failure as an operator's console prints it: for a failed query, the database's own
 * message and the stack frames, never drizzle's text of the query's parameters (an e-mail
 * address, a password hash).
 */
export function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (error instanceof Error && error.name === 'DrizzleQueryError' && cause?.message) {
    const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
    return [`A database query failed (${cause.code ?? 'no code'}): ${cause.message}`, ...frames].join('\n');
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
