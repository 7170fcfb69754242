/**
 * Sign-up starts no session (so that it answers the same for a taken address). The password just
 * typed is kept here, in memory only, so that the verify screen can sign the new account in once
 * its code proves the address. A reload forgets it; the person then logs in.
 */
let pending: { email: string; password: string } | null = null;

export function rememberSignIn(email: string, password: string): void {
  pending = { email, password };
}

/** The remembered password for this address, given once. */
export function takeSignIn(email: string): string | null {
  if (!pending || pending.email !== email) return null;
  const { password } = pending;
  pending = null;
  return password;
}
