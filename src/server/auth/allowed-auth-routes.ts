/**
 * The better-auth HTTP routes the site uses (decision 018). Every other route better-auth or its
 * plugins define answers 404 over HTTP: the e-mail OTP routes (codes go only through
 * generateOTP/resendOTP/verifyOTP and their limits), reset by code, verify-password, session and
 * account listings. Server code still calls any endpoint through `auth.api`.
 */
export interface AllowedAuthRoute {
  method: 'GET' | 'POST';
  path: string;
  /** Where guessing is the attack (passwords, reset links): the stricter per-IP budget. */
  strict?: true;
}

export const ALLOWED_AUTH_ROUTES: ReadonlyArray<AllowedAuthRoute> = [
  { method: 'POST', path: '/sign-up/email', strict: true },
  { method: 'POST', path: '/sign-in/email', strict: true },
  { method: 'POST', path: '/sign-in/username', strict: true },
  { method: 'POST', path: '/sign-out' },
  { method: 'POST', path: '/change-password', strict: true },
  { method: 'POST', path: '/delete-user', strict: true },
  { method: 'POST', path: '/revoke-other-sessions' },
  { method: 'POST', path: '/request-password-reset', strict: true },
  // The link e-mailed for a reset, then the form's POST with its token.
  { method: 'GET', path: '/reset-password/:token', strict: true },
  { method: 'POST', path: '/reset-password', strict: true },
  // Google: the start of the popup or redirect, Google's return (form_post answers POST), and the
  // page better-auth sends a failed return to when it cannot read the state.
  { method: 'POST', path: '/sign-in/social', strict: true },
  { method: 'GET', path: '/callback/:id' },
  { method: 'POST', path: '/callback/:id' },
  { method: 'GET', path: '/error' },
];

function toPattern(path: string): RegExp {
  const escaped = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('/')}$`);
}

const PATTERNS = ALLOWED_AUTH_ROUTES.map((route) => ({ route, pattern: toPattern(route.path) }));

/**
 * The allowed route a request names, or null. `path` is the path below /api/auth as the router
 * resolves it (dot segments, `%2e` included, already resolved; still percent-encoded; no query):
 * spellings better-auth might still route (`//`, a trailing `/`, capitals, `%2F`) match nothing.
 */
export function findAllowedAuthRoute(method: string, path: string): AllowedAuthRoute | null {
  return PATTERNS.find((entry) => entry.route.method === method && entry.pattern.test(path))?.route ?? null;
}

/** `path` is the raw (still percent-encoded) path below /api/auth, without the query. */
export function isAllowedAuthRoute(method: string, path: string): boolean {
  return findAllowedAuthRoute(method, path) !== null;
}
