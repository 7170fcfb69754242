/** How the Google popup (/auth/popup-done) tells the page that opened it how sign-in went. */
export const POPUP_NAME = 'meshmandi-google';
export const SIGNED_IN = 'meshmandi:google-signed-in';
export const FAILED = 'meshmandi:google-error';

/**
 * Google's pages may cut the popup off from its opener (Cross-Origin-Opener-Policy), leaving
 * window.opener null when it comes back to us. Then the result goes over this same-origin channel,
 * and the opener acknowledges so the popup knows it may close.
 */
export const CHANNEL = 'meshmandi-google-sign-in';
export const ACK = 'meshmandi:google-ack';

export type PopupResult = { type: typeof SIGNED_IN } | { type: typeof FAILED; message: string };

export function isPopupResult(data: unknown): data is PopupResult {
  const value = data as { type?: unknown; message?: unknown } | null;
  if (typeof value !== 'object' || value === null) return false;
  return value.type === SIGNED_IN || (value.type === FAILED && typeof value.message === 'string');
}

const ERRORS: Record<string, string> = {
  access_denied: 'Google sign-in was cancelled.',
  state_not_found: 'The sign-in took too long or was started in another browser. Please try again.',
  state_mismatch: 'The sign-in took too long or was started in another browser. Please try again.',
};

/** A readable message from the error parameters better-auth adds to the error callback URL. */
export function googleErrorMessage(params: URLSearchParams): string {
  const code = params.getAll('error').find((value) => value !== '1');
  return (code && ERRORS[code]) || params.get('error_description') || "Google sign-in didn't work. Please try again.";
}
