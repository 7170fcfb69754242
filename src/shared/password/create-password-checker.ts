import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { describePasswordStrength, type PasswordVerdict } from './describe-password-strength';

export type PasswordChecker = (password: string, userInputs: ReadonlyArray<string | null | undefined>) => PasswordVerdict;

/**
 * zxcvbn with its common and English dictionaries (several MB). Both sides load this module
 * lazily: the web app to keep the dictionaries out of its first bundle, the server so that its
 * start does not wait for them (passwordCheckerOnDemand, decision 065).
 */
export function createPasswordChecker(): PasswordChecker {
  const zxcvbn = new ZxcvbnFactory({
    // zxcvbn's own wording for this one is hard to act on.
    translations: { ...translations, warnings: { ...translations.warnings, userInputs: "It contains your name, e-mail, username or the site's name." } },
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  });
  return (password, userInputs) => describePasswordStrength(zxcvbn.check(password, passwordUserInputs(userInputs)));
}

/** The site's name and the person's own details count as easy guesses; e-mails also by their local part. */
function passwordUserInputs(inputs: ReadonlyArray<string | null | undefined>): string[] {
  const words = new Set(['meshmandi', 'mesh', 'mandi']);
  for (const input of inputs) {
    if (!input) continue;
    const value = input.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    const local = value.split('@')[0];
    if (local) words.add(local);
    const joined = value.replace(/[^\p{L}\p{N}]+/gu, '');
    if (joined) words.add(joined);
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}
