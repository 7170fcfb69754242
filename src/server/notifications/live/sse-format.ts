/** Server-Sent Events framing (WHATWG HTML §9.2): one event is `event:` and `data:` lines and a blank line. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, it keeps proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/** How long a browser waits before reconnecting after the stream drops. */
export function sseRetry(ms: number): string {
  return `retry: ${ms}\n\n`;
}
