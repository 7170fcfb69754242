import { useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants/account-rules';
import type { PasswordChecker } from '../../../../shared/password/create-password-checker';

let loading: Promise<PasswordChecker> | null = null;

/** zxcvbn and its dictionaries are a few MB: fetched on first use, in their own chunk, once. */
function loadChecker(): Promise<PasswordChecker> {
  loading ??= import('../../../../shared/password/create-password-checker').then((m) => m.createPasswordChecker());
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The server's own verdict on a new password (the server decides; this only warns early), or null
 * while the password is shorter than the minimum, still loading, or strong enough.
 */
export function usePasswordStrength(password: string, userInputs: ReadonlyArray<string | null | undefined>): string | null {
  const [checker, setChecker] = useState<PasswordChecker | null>(null);
  const wanted = password.length > 0;
  useEffect(() => {
    if (!wanted || checker) return;
    let live = true;
    loadChecker().then(
      (loaded) => live && setChecker(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, checker]);
  if (!checker || password.length < PASSWORD_MIN_LENGTH) return null;
  const verdict = checker(password, userInputs);
  return verdict.strongEnough ? null : verdict.message;
}
