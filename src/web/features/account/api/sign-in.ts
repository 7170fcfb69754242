import { callAuth } from '../../../lib/api-client';

/** An e-mail address or a username with the password; better-auth has a route for each. */
export function signInWithPassword(identifier: string, password: string) {
  return identifier.includes('@')
    ? callAuth('/sign-in/email', { email: identifier, password })
    : callAuth('/sign-in/username', { username: identifier, password });
}

/** Starts Google sign-in: the answer is Google's address to send the browser (or the popup) to. */
export function startGoogleSignIn(callbackURL: string, errorCallbackURL: string) {
  return callAuth<{ url: string }>('/sign-in/social', { provider: 'google', callbackURL, errorCallbackURL });
}
