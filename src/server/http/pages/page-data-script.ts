import type { FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../../../shared/app-error';
import { PAGE_DATA_ELEMENT_ID, type PageData, type PageDataCall } from '../../../shared/page-data';
import type { UserRow } from '../../db/schema';
import type { CallContext, Implementation } from '../../callables/implement';
import type { Services } from '../../services';
import { invokeCallable } from '../invoke-callable';
import { toFetchHeaders } from '../../auth';
import type { PageCall } from './page-calls';

/** A page's data, and whether the thing it shows was refused (unknown, hidden from this visitor, or no valid id). */
export interface LoadedPageData {
  data: PageData;
  subjectRefused: boolean;
}

/**
 * Runs a page's first calls as the API would run them for this visitor (same access rules, same
 * contract shaping), at once. A call that fails is left out: the browser makes it itself and
 * shows the error as it always does.
 */
export async function loadPageData(
  services: Services,
  implementations: ReadonlyMap<string, Implementation>,
  request: FastifyRequest,
  user: UserRow | null,
  calls: PageCall[],
): Promise<LoadedPageData> {
  const ctx: CallContext = {
    ...services,
    log: request.log,
    user,
    ip: request.ip,
    requestId: request.id,
    headers: toFetchHeaders(request),
    // Page data is read-only: nothing it calls signs anyone in.
    setCookies: () => undefined,
  };
  let subjectRefused = false;
  const answered = await Promise.all(
    calls.map(async ({ name, input, subject }): Promise<PageDataCall | null> => {
      const implementation = implementations.get(name);
      if (!implementation) throw new Error(`A page asks for ${name}, which is no callable.`);
      try {
        return { name, input, result: await invokeCallable(implementation, input, ctx) };
      } catch (error) {
        // A refusal (unknown or private model, an id that cannot be one) is the browser's to show.
        const refused = (error instanceof AppError && error.code === 'not-found') || error instanceof ZodError;
        if (refused && subject) subjectRefused = true;
        if (!(error instanceof AppError || error instanceof ZodError)) request.log.error({ err: error, call: name }, 'page data call failed');
        return null;
      }
    }),
  );
  return { data: { calls: answered.filter((call): call is PageDataCall => call !== null) }, subjectRefused };
}

/** JSON inside HTML: `<`, `>`, `&` and the two JavaScript line breaks escaped, so no text can end the script element. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
