import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { describeZodError } from '../../shared/describe-zod-error';
import { AppError, type ErrorBody } from '../../shared/app-error';

/**
 * PostgreSQL's SQLSTATEs for text it cannot take: a NUL (22021), a character the encoding lacks
 * (22P05). Every client string is checked before it gets that far (invalid-text.ts); one that slips
 * through is still the client's text, so it is a 400, not a server error with the SQL in the log.
 */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

function unstorableTextState(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_STATES.has(code)) return code;
  }
  return null;
}

export function errorBody(error: AppError, requestId?: string): { error: ErrorBody } {
  return { error: { status: error.status, code: error.code, message: error.message, ...(requestId ? { requestId } : {}) } };
}

/**
 * The one place an error becomes an answer. Unknown errors are logged whole and answered vaguely;
 * client errors are not logged here at all (Fastify's one line per request says enough), save text
 * the database refused, which gets one short warning without the query: it means a check is missing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error instanceof ZodError) appError = new AppError('invalid-argument', describeZodError(error));
    else if ('statusCode' in error && error.statusCode === 429) appError = new AppError('resource-exhausted', error.message);
    else if ('statusCode' in error && error.statusCode === 413) appError = new AppError('payload-too-large', 'The request is too large.');
    else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      appError = new AppError(error.statusCode === 404 ? 'not-found' : 'invalid-argument', error.message);
    } else if (unstorableTextState(error)) {
      request.log.warn({ sqlState: unstorableTextState(error) }, 'the database refused text from the request');
      appError = new AppError('invalid-argument', 'The request contains text that cannot be stored (a NUL character or broken Unicode).');
    } else {
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError('internal', `Something went wrong on our side. Reference: ${request.id}`);
    }
    // Every error answer names its request, so support can find its log lines (decision 087).
    return reply.status(appError.status).send(errorBody(appError, request.id));
  });
}
