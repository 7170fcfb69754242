/** One Server-Sent Event as a reader sees it. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * A minimal EventSource for Node tests and benchmarks: reads a response body and hands out its
 * events in order (comments skipped). `next()` waits for the next event or rejects after a timeout.
 */
export class SseReader {
  private readonly queue: SseMessage[] = [];
  private readonly waiters: Array<(message: SseMessage | null) => void> = [];
  private buffer = '';
  ended = false;
  readonly done: Promise<void>;

  constructor(readonly response: Response, private readonly onMessage?: (message: SseMessage) => void) {
    this.done = this.pump();
  }

  private async pump(): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) {
        this.buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          this.take(block);
        }
      }
    } catch {
      // Aborted by the reader, or the connection dropped: both end the stream.
    }
    this.ended = true;
    for (const waiter of this.waiters.splice(0)) waiter(null);
  }

  private take(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    const message = { event, data: data.join('\n') };
    this.onMessage?.(message);
    const waiter = this.waiters.shift();
    if (waiter) waiter(message);
    else this.queue.push(message);
  }

  /** The next event; null once the stream has ended. */
  next(timeoutMs = 5000): Promise<SseMessage | null> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(settle), 1);
        reject(new Error(`no event within ${timeoutMs} ms`));
      }, timeoutMs);
      const settle = (message: SseMessage | null) => {
        clearTimeout(timer);
        resolve(message);
      };
      this.waiters.push(settle);
    });
  }

  /** Whether an event arrives within `ms` (for "nothing is sent" checks). */
  async quietFor(ms: number): Promise<boolean> {
    try {
      await this.next(ms);
      return false;
    } catch {
      return true;
    }
  }
}

/** The count an "unread" event carries. */
export function countInEvent(message: SseMessage | null): number {
  if (!message || message.event !== 'unread') throw new Error(`expected an unread event, got ${JSON.stringify(message)}`);
  return (JSON.parse(message.data) as { count: number }).count;
}
