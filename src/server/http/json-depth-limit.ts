import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';

/**
 * How deep arrays and objects may nest in a JSON body (decision 050). The deepest body the site
 * sends is under ten levels; 32 leaves room without letting one request keep a parser, a walk or a
 * validator busy: a 1 MB body of `[` is half a million levels.
 */
export const JSON_MAX_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body nests arrays or objects more than ${JSON_MAX_DEPTH} levels deep; no request needs that.`;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Counts nesting on the raw bytes as they arrive, in one pass, and fails the body at the first byte
 * too deep: nothing parses or walks it. UTF-8 never uses bytes below 0x80 inside a multi-byte
 * character, so brackets and quotes can be read byte by byte. The count is only a bound: a body
 * that is not JSON at all is left for the parser to refuse.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  /** False once the bytes seen so far nest deeper than `maxDepth`. */
  accept(chunk: Uint8Array, maxDepth = JSON_MAX_DEPTH): boolean {
    for (const byte of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        if (++this.depth > maxDepth) return false;
      } else if ((byte === CLOSE_BRACKET || byte === CLOSE_BRACE) && this.depth > 0) {
        this.depth -= 1;
      }
    }
    return true;
  }
}

/** Whether a whole JSON text nests deeper than the limit. */
export function nestsTooDeep(text: string | Uint8Array, maxDepth = JSON_MAX_DEPTH): boolean {
  return !new JsonDepthScanner().accept(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, maxDepth);
}

/** A JSON body of any media type: `application/json`, `application/problem+json`, `text/json`… */
const JSON_TYPE = /^[^;]*[/+]json\s*(;|$)/i;

/**
 * Every route's body passes through the scanner before its parser sees it, whichever parser its
 * scope uses: Fastify's JSON parser, the raw buffers better-auth and the webhooks read. A body
 * too deep is answered 400 at once, however much of it is still to come.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!JSON_TYPE.test(request.headers['content-type'] ?? '')) return payload;
    const scanner = new JsonDepthScanner();
    const checked = new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        if (scanner.accept(chunk)) return callback(null, chunk);
        // The rest is read and dropped, or the connection would stall with it unread and the next
        // request on it would never be heard.
        payload.unpipe(checked);
        payload.resume();
        callback(new AppError('invalid-argument', TOO_DEEP_MESSAGE));
      },
    });
    payload.on('error', (error) => checked.destroy(error));
    // A scope that does not read the body (uploads hand the raw request to the tus server, an unknown
    // media type is answered 415 unread) has no one listening: the refusal then has nothing to stop.
    checked.on('error', () => {});
    return payload.pipe(checked);
  });
}
