/**
 * The remixes domain's door (decision 091): what other server folders may use of it. Its own files
 * import each other directly; every other folder imports only from here (decision 069).
 */
export { remixesCallables } from './callables';
export { REMIXES_EVENTS } from './events';
