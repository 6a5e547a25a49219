import type { Reporter, TestCase } from 'vitest/node';

/**
 * A browser journey is tried once more when it fails (vitest.e2e.config.ts: retry 1): a loaded
 * 2-core CI machine now and then misses a moment (a fade, a menu) that a second try meets. One
 * that passes only then is not hidden: this lists it after the run, with its first try's error, so
 * a journey that keeps needing the second try is looked into (and one that fails twice fails CI).
 */
export default class FlakyJourneys implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.diagnostic()?.flaky) return;
    const first = testCase.result().errors?.[0]?.message?.split('\n').slice(0, 6).join('\n      ') ?? '(no error kept)';
    this.flaky.push(
      `  ${testCase.module.moduleId.replace(/^.*\/e2e\//, 'e2e/')} > ${testCase.fullName}\n      ${first}`,
    );
  }

  onTestRunEnd(): void {
    if (!this.flaky.length) return;
    console.log(
      `\nJourneys that passed only on their second try (${this.flaky.length}): look into them\n${this.flaky.join('\n')}\n`,
    );
  }
}
