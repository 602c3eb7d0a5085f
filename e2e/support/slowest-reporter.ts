import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the end of a run lists. */
const SHOWN = Number(process.env.E2E_SLOWEST || 15);

/**
 * Lists the slowest tests when a run ends, so every CI log says where the suite's time goes
 * (the suite's budget is a CI run of at most 25 minutes on two cores).
 */
export default class SlowestTestsReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];
  private started = Date.now();

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const [, , file, ...titles] = test.titlePath();
    this.durations.push({ title: `${file} › ${titles.join(' › ')}`, ms: result.duration });
  }

  onEnd(_result: FullResult) {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const total = this.durations.reduce((sum, test) => sum + test.ms, 0);
    const wall = Date.now() - this.started;
    console.log(
      `\nThe ${slowest.length} slowest of ${this.durations.length} tests ` +
        `(${seconds(total)} of test time in ${seconds(wall)}):`,
    );
    for (const test of slowest) console.log(`${seconds(test.ms).padStart(8)}  ${test.title}`);
  }

  printsToStdio() {
    return false;
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
