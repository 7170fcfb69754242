import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_SCORE } from '../constants/account-rules';

export interface PasswordVerdict {
  /** zxcvbn's 0–4. */
  score: number;
  strongEnough: boolean;
  /** Why it is weak and what would help, in zxcvbn's words; empty when strong enough. */
  message: string;
}

export const WEAK_PASSWORD_LEAD = 'This password is too easy to guess.';

export function describePasswordStrength(result: ZxcvbnResult): PasswordVerdict {
  const strongEnough = result.score >= PASSWORD_MIN_SCORE;
  if (strongEnough) return { score: result.score, strongEnough, message: '' };
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter((hint): hint is string => Boolean(hint));
  const advice = hints.length > 0 ? hints : ['Add another word or two. Uncommon words are better.'];
  return { score: result.score, strongEnough, message: [WEAK_PASSWORD_LEAD, ...advice].join(' ') };
}
