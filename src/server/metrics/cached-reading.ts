/**
 * A figure read from the database at most once per `maxAgeMs`, however often it is scraped: every
 * node is scraped, and a scrape must not cost the shared database a query per gauge. Scrapes that
 * arrive while a read is under way share it. A failed read is noted and answers nothing (the gauge
 * is left out of that scrape) rather than an old value that looks current.
 */
export function cachedReading<T>(read: () => Promise<T>, maxAgeMs: number, onError: (error: unknown) => void): () => Promise<T | undefined> {
  let value: T | undefined;
  let readAt = -Infinity;
  let pending: Promise<T | undefined> | null = null;
  return () => {
    if (performance.now() - readAt < maxAgeMs) return Promise.resolve(value);
    pending ??= read()
      .then(
        (fresh) => {
          value = fresh;
          readAt = performance.now();
          return fresh;
        },
        (error: unknown) => {
          onError(error);
          value = undefined;
          return undefined;
        },
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
