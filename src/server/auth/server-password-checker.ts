import { passwordCheckerOnDemand } from '../../shared/password/password-checker-on-demand';

/**
 * The server's one password checker: the dictionaries are the same for every request and every app
 * in the process (a test worker runs several), so they are built once. Its first check builds them
 * unless main.ts has started that once the server listens (decision 065).
 */
export const serverPasswordChecker = passwordCheckerOnDemand();
