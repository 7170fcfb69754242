import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { findInvalidText, textProblem } from '../../shared/constants/text-rules';

/** Refuses, naming the field, any string in a client's value the database cannot store (decision 019). */
export function assertStorableText(value: unknown, root: string): void {
  const found = findInvalidText(value, root);
  if (found) throw new AppError('invalid-argument', `${found.field}: ${found.problem}`);
}

/** Query strings and forms may repeat a name, so every pair is checked, not only the last. */
function pairsProblem(pairs: URLSearchParams): string | null {
  for (const [key, value] of pairs) {
    const keyProblem = textProblem(key);
    if (keyProblem) return `A parameter name ${keyProblem}`;
    const valueProblem = textProblem(value);
    if (valueProblem) return `${key}: ${valueProblem}`;
  }
  return null;
}

/** A body better-auth will read (JSON, or a form): whatever it reads as text must be storable too. */
export function assertStorableBody(contentType: string | undefined, body: Buffer): void {
  const text = body.toString('utf8');
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    const problem = pairsProblem(new URLSearchParams(text));
    if (problem) throw new AppError('invalid-argument', problem);
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return; // Not JSON: better-auth refuses it itself.
  }
  assertStorableText(parsed, 'body');
}

/**
 * What is wrong with the URL's path segments and query parameters, decoded as routes see them. An
 * address with such a segment names nothing that can exist (ids and names are stored text): 404.
 */
function urlProblem(rawUrl: string): AppError | null {
  const [pathname = '', query = ''] = rawUrl.split(/\?(.*)/s);
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      continue; // Not percent-decodable: the route answers it as it would any unknown path.
    }
    const problem = textProblem(decoded);
    if (problem) return new AppError('not-found', `Not found: the address ${problem}.`);
  }
  const problem = pairsProblem(new URLSearchParams(query));
  return problem ? new AppError('invalid-argument', problem) : null;
}

/**
 * Every request's address is checked before any route reads it: a NUL in a page path or a query
 * parameter would otherwise reach a database lookup and fail there as a server error.
 */
export function registerUrlTextCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const problem = urlProblem(request.url);
    if (problem) throw problem;
  });
}
