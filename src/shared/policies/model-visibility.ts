/**
 * Model visibility on a row already read, for the server's checks and notices; the same rules as
 * the SQL scopes in src/server/policies/model-scopes.ts, which lists and counts use.
 */

/** Public models: every page and count anyone may see. */
export function isPublicModel(model: { visibility: string }): boolean {
  return model.visibility === 'public';
}

/** What public lists show: public models, except those with a file whose analysis failed. */
export function isListedPublicly(model: { visibility: string; analysisFailed: boolean }): boolean {
  return isPublicModel(model) && !model.analysisFailed;
}
