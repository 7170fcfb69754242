import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that failed and then passed on CI's retry (.ci/run, decision 072): a retry keeps
 * one slow moment on a loaded machine from failing the run, and this keeps the flake in sight.
 */
export default class RetriedTestsReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed') {
      console.log(`passed on retry ${retries}: ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}`);
    }
  }
}
