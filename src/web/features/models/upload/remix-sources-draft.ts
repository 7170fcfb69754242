import { REMIX_SOURCES_MAX } from '../../../../shared/constants/remix-rules';
import { modelIdFromReference } from '../detail/remix-source-reference';

export type RemixSourcesDraft = { ids: string[]; error?: undefined } | { ids?: undefined; error: string };

/**
 * The models a new upload remixes, as its creator pasted them: one address (or id) a line, or
 * separated by commas or spaces; a repeat counts once. The server checks each one's licence,
 * visibility and family when the model is published; here only that each names a model at all.
 */
export function parseRemixSources(text: string): RemixSourcesDraft {
  const ids: string[] = [];
  for (const reference of text.split(/[\s,]+/).filter(Boolean)) {
    const id = modelIdFromReference(reference);
    if (!id) return { error: `“${reference.length > 60 ? `${reference.slice(0, 57)}…` : reference}” is not a model page: paste the address of its page (…/model/its-name/its-id) or its id.` };
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > REMIX_SOURCES_MAX) return { error: `A model can name at most ${REMIX_SOURCES_MAX} models it remixes.` };
  return { ids };
}
