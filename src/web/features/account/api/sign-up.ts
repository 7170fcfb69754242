import { callAuth } from '../../../lib/api-client';

export interface SignUpDetails {
  email: string;
  password: string;
  name: string;
  username: string;
}

/** Creates the account; the answer is the same whether or not the address already had one. */
export function signUp(details: SignUpDetails) {
  return callAuth('/sign-up/email', { ...details });
}
