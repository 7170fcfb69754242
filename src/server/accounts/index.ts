/**
 * The accounts domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { accountsCallables } from './callables';
export { toOwnAccount } from './callables/profile-mappers';
export { forgetUser } from './forget-user';
export { recordSignUpAttempt } from './sign-up-attempts';
export { ACCOUNTS_EVENTS } from './events';
