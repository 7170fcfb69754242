import { dictionary } from '@zxcvbn-ts/language-common';

// ~49k passwords seen most often in breaches, shipped by zxcvbn-ts; loaded once.
const common = new Set<string>(dictionary['passwords-common'] as string[]);

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
