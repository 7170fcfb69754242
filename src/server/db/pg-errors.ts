/** Whether PostgreSQL raised `code`, as both pg and PGlite raise it (possibly wrapped by drizzle). */
function hasErrorCode(error: unknown, code: string): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return true;
  }
  return false;
}

/** unique_violation (23505). */
export const isUniqueViolation = (error: unknown) => hasErrorCode(error, '23505');

/** foreign_key_violation (23503): the row referred to is gone, e.g. deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown) => hasErrorCode(error, '23503');
