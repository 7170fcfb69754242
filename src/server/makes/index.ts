/**
 * The makes domain's door (decision 090): what other server folders may use of it. Its own files
 * import each other directly; every other folder imports only from here (decision 069).
 */
export { makesCallables } from './callables';
export { forgetUserMakes } from './forget-user-makes';
export { readMakeWithModel, removeMake } from './remove-make';
export { MAKES_EVENTS } from './events';
