/**
 * The better-auth HTTP routes the site uses (decision 018). Every other route better-auth or its
 * plugins define answers 404 over HTTP: the e-mail OTP routes (codes go only through
 * generateOTP/resendOTP/verifyOTP and their limits), reset by code, verify-password, session and
 * account listings. Server code still calls any endpoint through `auth.api`.
 */
export const ALLOWED_AUTH_ROUTES: ReadonlyArray<{ method: 'GET' | 'POST'; path: string }> = [
  { method: 'POST', path: '/sign-up/email' },
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-in/username' },
  { method: 'POST', path: '/sign-out' },
  { method: 'POST', path: '/change-password' },
  { method: 'POST', path: '/delete-user' },
  { method: 'POST', path: '/revoke-other-sessions' },
  { method: 'POST', path: '/request-password-reset' },
  // The link e-mailed for a reset, then the form's POST with its token.
  { method: 'GET', path: '/reset-password/:token' },
  { method: 'POST', path: '/reset-password' },
  // Google: the start of the popup or redirect, Google's return (form_post answers POST), and the
  // page better-auth sends a failed return to when it cannot read the state.
  { method: 'POST', path: '/sign-in/social' },
  { method: 'GET', path: '/callback/:id' },
  { method: 'POST', path: '/callback/:id' },
  { method: 'GET', path: '/error' },
];

function toPattern(path: string): RegExp {
  const escaped = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('/')}$`);
}

const PATTERNS = ALLOWED_AUTH_ROUTES.map(({ method, path }) => ({ method, pattern: toPattern(path) }));

/** `path` is the raw (still percent-encoded) path below /api/auth, without the query. */
export function isAllowedAuthRoute(method: string, path: string): boolean {
  return PATTERNS.some((route) => route.method === method && route.pattern.test(path));
}
