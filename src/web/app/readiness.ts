export type Readiness =
  | { state: 'checking' }
  | { state: 'ready'; database: string }
  | { state: 'database-down'; database: string }
  | { state: 'unreachable' };

/** Reads GET /readyz: 200 means server and database answer, 503 means only the server does. */
export async function fetchReadiness(signal: AbortSignal): Promise<Readiness> {
  let response: Response;
  try {
    response = await fetch('/readyz', { signal, cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'unreachable' };
  }
  const body: unknown = await response.json().catch(() => null);
  const database = typeof body === 'object' && body !== null && 'database' in body && typeof body.database === 'string' ? body.database : 'unknown';
  if (response.ok) return { state: 'ready', database };
  // Anything but 503 (a proxy's 502, an HTML error page) means our server did not answer.
  return response.status === 503 ? { state: 'database-down', database } : { state: 'unreachable' };
}

/** What the status line says; the database kind is shown so a dev can tell PGlite from PostgreSQL. */
export function describeReadiness(readiness: Readiness): string {
  switch (readiness.state) {
    case 'checking':
      return 'Checking the server…';
    case 'ready':
      return `Server is up · database (${readiness.database}) is ready`;
    case 'database-down':
      return `Server is up · database (${readiness.database}) is not answering`;
    case 'unreachable':
      return 'The server cannot be reached right now';
  }
}
