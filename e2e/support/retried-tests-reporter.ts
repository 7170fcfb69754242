import type { Reporter, TestCase } from 'vitest/node';

/** The first lines of an error's stack that are the project's own code: where the failure was. */
function ownFrames(stack: string | undefined): string[] {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s*at /.test(line) && !/node_modules|node:|<anonymous>/.test(line))
    .slice(0, 3)
    .map((line) => line.trim().replace(`${process.cwd()}/`, ''));
}

/**
 * Names every test that failed and then passed on CI's retry (.ci/run, decision 072): a retry keeps
 * one slow moment on a loaded machine from failing the run, and this keeps the flake in sight. Vitest
 * keeps the failed attempts' errors on a test that passed on its retry; each is printed under its
 * name, so the flake can be found from CI's log alone.
 */
export default class RetriedTestsReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    const result = testCase.result();
    if (retries > 0 && result.state === 'passed') {
      const lines = [`passed on retry ${retries}: ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}`];
      for (const error of result.errors ?? []) {
        lines.push(`  first failed with: ${(error.message ?? String(error)).split('\n').slice(0, 6).join('\n    ').slice(0, 1200)}`);
        lines.push(...ownFrames(error.stack).map((frame) => `    ${frame}`));
      }
      console.log(lines.join('\n'));
    }
  }
}
