import { describe, expect, it } from 'vitest';
import { createPasswordChecker, type PasswordChecker } from './create-password-checker';
import { WEAK_PASSWORD_LEAD } from './describe-password-strength';
import { passwordCheckerOnDemand } from './password-checker-on-demand';

const GOOD = 'Nilgiri-Tea-Garden-58';

/** The real checker, counting how often it is built. */
function countingBuild() {
  const counter = { builds: 0 };
  const build = async (): Promise<PasswordChecker> => {
    counter.builds += 1;
    // Yield first, so that checks made meanwhile find the build under way, as a sign-up would.
    await new Promise((resolve) => setTimeout(resolve, 10));
    return createPasswordChecker();
  };
  return { counter, build };
}

describe('passwordCheckerOnDemand', () => {
  it('builds nothing until asked, then once for every check that waits on it, and still refuses weak passwords', async () => {
    const { counter, build } = countingBuild();
    const checker = passwordCheckerOnDemand(build);
    expect(counter.builds).toBe(0);
    expect(checker.built).toBe(false);
    const [weak, own, good] = await Promise.all([
      checker.check('meshmandi', []),
      checker.check('RohanDesai1990', ['Rohan Desai', 'rohan.desai@example.in']),
      checker.check(GOOD, ['Rohan Desai']),
    ]);
    expect(counter.builds).toBe(1);
    expect(checker.built).toBe(true);
    expect(weak).toMatchObject({ strongEnough: false, message: expect.stringMatching(new RegExp(`^${WEAK_PASSWORD_LEAD.replace(/\./g, '\\.')} \\S`)) });
    expect(own.message).toContain("It contains your name, e-mail, username or the site's name.");
    expect(good).toMatchObject({ strongEnough: true, message: '' });
  });

  it('prepare() starts the build before any check, and the checks after it use that one', async () => {
    const { counter, build } = countingBuild();
    const checker = passwordCheckerOnDemand(build);
    const preparing = checker.prepare();
    expect(counter.builds).toBe(1);
    const verdict = await checker.check('aaaaaaaa', []);
    expect(verdict.strongEnough).toBe(false);
    expect(await preparing).toBe(await checker.prepare());
    expect(counter.builds).toBe(1);
  });

  it('a build that failed is tried again by the next check', async () => {
    let attempts = 0;
    const checker = passwordCheckerOnDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('EMFILE: too many open files');
      return createPasswordChecker();
    });
    await expect(checker.check(GOOD, [])).rejects.toThrow('EMFILE');
    expect(checker.built).toBe(false);
    expect((await checker.check(GOOD, [])).strongEnough).toBe(true);
    expect(attempts).toBe(2);
  });
});
