import { MeshFormatError } from './mesh-analysis';

const EMPTY = new Uint8Array(0);

/**
 * Reads exact byte counts from a stream of chunks that may split anywhere (inside a header line, a
 * number or a binary record). Only the current chunk is held, plus a small copy when a read spans
 * two chunks, so memory stays bounded whatever the file size.
 */
export class ByteReader {
  private readonly iterator: AsyncIterator<Uint8Array>;
  private chunk: Uint8Array = EMPTY;
  private offset = 0;
  private ended = false;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Loads the next non-empty chunk; false once the stream has ended. */
  private async fill(): Promise<boolean> {
    while (!this.ended) {
      const next = await this.iterator.next();
      if (next.done) {
        this.ended = true;
        break;
      }
      if (next.value.length > 0) {
        this.chunk = next.value;
        this.offset = 0;
        return true;
      }
    }
    return false;
  }

  /** Up to `n` bytes: fewer only when the stream ends first. The result may share memory with the chunk. */
  async read(n: number): Promise<Uint8Array> {
    if (this.offset === this.chunk.length && !(await this.fill())) return EMPTY;
    if (this.chunk.length - this.offset >= n) {
      // The common case: the record lies inside one chunk, so no copy is made.
      const out = this.chunk.subarray(this.offset, this.offset + n);
      this.offset += n;
      return out;
    }
    const out = new Uint8Array(n);
    let filled = 0;
    while (filled < n) {
      if (this.offset === this.chunk.length && !(await this.fill())) return out.subarray(0, filled);
      const take = Math.min(n - filled, this.chunk.length - this.offset);
      out.set(this.chunk.subarray(this.offset, this.offset + take), filled);
      filled += take;
      this.offset += take;
    }
    return out;
  }

  /** Exactly `n` bytes, or a MeshFormatError naming what was cut off. */
  async readExact(n: number, what: string): Promise<Uint8Array> {
    const bytes = await this.read(n);
    if (bytes.length < n) throw new MeshFormatError(`This ${what} file is cut short: it ends before all its data.`);
    return bytes;
  }

  /** Puts bytes back in front, so a format can be sniffed from a prefix and then parsed from the start. */
  unshift(bytes: Uint8Array): void {
    const rest = this.chunk.subarray(this.offset);
    const merged = new Uint8Array(bytes.length + rest.length);
    merged.set(bytes);
    merged.set(rest, bytes.length);
    this.chunk = merged;
    this.offset = 0;
  }

  /** One line as Latin-1 text (for ASCII headers), without its line break; null at the end of the stream. */
  async readLine(maxLength: number, what: string): Promise<string | null> {
    let line = '';
    for (;;) {
      if (this.offset === this.chunk.length && !(await this.fill())) return line === '' ? null : line;
      const newline = this.chunk.indexOf(10, this.offset);
      const end = newline === -1 ? this.chunk.length : newline;
      line += String.fromCharCode(...this.chunk.subarray(this.offset, Math.min(end, this.offset + maxLength)));
      if (line.length > maxLength) throw new MeshFormatError(`This does not look like a ${what} file: its header has a line that is far too long.`);
      this.offset = newline === -1 ? end : end + 1;
      if (newline !== -1) return line.endsWith('\r') ? line.slice(0, -1) : line;
    }
  }

  /** Whatever is left, chunk by chunk, for a text parser to continue from here. */
  async *rest(): AsyncGenerator<Uint8Array> {
    if (this.offset < this.chunk.length) yield this.chunk.subarray(this.offset);
    this.offset = this.chunk.length;
    while (await this.fill()) {
      yield this.chunk;
      this.offset = this.chunk.length;
    }
  }
}
