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
