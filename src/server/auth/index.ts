/**
 * The auth domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { findAllowedAuthRoute } from './allowed-auth-routes';
export type { AllowedAuthRoute } from './allowed-auth-routes';
export { AUTH_BASE_PATH, createAuth } from './create-auth';
export type { Auth } from './create-auth';
export { readSessionUser, toFetchHeaders } from './read-session';
export { serverPasswordChecker } from './server-password-checker';
