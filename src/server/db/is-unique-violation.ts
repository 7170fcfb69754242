/** PostgreSQL's unique_violation, as raised by both pg and PGlite (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
