/** What another screen tells the login screen it sends someone to: a notice, and the address to fill in. */
export interface LoginNotice {
  notice?: string;
  email?: string;
}

export function readLoginNotice(state: unknown): LoginNotice {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    ...(typeof notice === 'string' ? { notice } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}
