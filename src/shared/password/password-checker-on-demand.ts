import type { PasswordChecker } from './create-password-checker';
import type { PasswordVerdict } from './describe-password-strength';

/** A password check that, the first time, waits for zxcvbn's dictionaries to be built. */
export type CheckPassword = (password: string, userInputs: ReadonlyArray<string | null | undefined>) => Promise<PasswordVerdict>;

export interface PasswordCheckerOnDemand {
  check: CheckPassword;
  /** Starts the build now unless a check already has; resolves with the checker once built. */
  prepare(): Promise<PasswordChecker>;
  /** Whether the dictionaries are built (a check then answers without waiting). */
  readonly built: boolean;
}

const importAndBuild = async (): Promise<PasswordChecker> => (await import('./create-password-checker')).createPasswordChecker();

/**
 * zxcvbn's dictionaries cost about a second of CPU to load and rank (decision 065): built once, by
 * the first check or by `prepare()`, whichever comes first, and every check until then awaits that
 * same build. A build that fails is tried again by the next check, so one bad moment (a file
 * that could not be opened) does not leave every later sign-up failing.
 */
export function passwordCheckerOnDemand(build: () => Promise<PasswordChecker> = importAndBuild): PasswordCheckerOnDemand {
  let building: Promise<PasswordChecker> | null = null;
  let built = false;
  const prepare = (): Promise<PasswordChecker> =>
    (building ??= build().then(
      (checker) => {
        built = true;
        return checker;
      },
      (error: unknown) => {
        building = null;
        throw error;
      },
    ));
  return {
    check: async (password, userInputs) => (await prepare())(password, userInputs),
    prepare,
    get built() {
      return built;
    },
  };
}
