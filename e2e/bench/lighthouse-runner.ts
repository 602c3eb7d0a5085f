// Lighthouse in Debian's Chromium: mobile preset (Lighthouse's default: a mid-range phone,
// simulated slow 4G and 4x CPU slowdown), performance only, medians of several runs.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/site.ts';

export interface Scores {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

/**
 * Lowers this process, and so the servers it starts afterwards, below Chromium: on a machine of
 * two cores, a page's task that waits for the server's or Lighthouse's own work is otherwise
 * counted as blocking time of the page. Linux gives each thread its own priority, and Node's
 * compiler, collector and I/O threads exist before this runs, so every one is lowered. (Raising
 * Chromium instead does nothing: it sets each of its threads' priority itself.) Call it first.
 */
export function giveWayToChromium(): void {
  for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), 10);
}

export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length / 2) - 1]!;
}

/**
 * Headless Chromium builds the address bar's suggestion popup, a web page of its own, while
 * the page under test loads: about a second of CPU taken from the page on two cores.
 */
const WITHOUT_BROWSER_UI = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

export interface RunOptions {
  /** Lighthouse's blockedUrlPatterns: `['*.js']` measures the page without its scripts. */
  blockedUrlPatterns?: string[];
  /** Sent with every request, e.g. a member's session cookie. */
  extraHeaders?: Record<string, string>;
}

async function lighthouseRun(url: string, options: RunOptions = {}): Promise<Scores> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, WITHOUT_BROWSER_UI],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      ...(options.blockedUrlPatterns && { blockedUrlPatterns: options.blockedUrlPatterns }),
      ...(options.extraHeaders && { extraHeaders: options.extraHeaders }),
    });
    const { audits, categories } = result!.lhr;
    // LIGHTHOUSE_REPORTS=folder keeps each run's report, to see what a figure is made of.
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${new URL(url).hostname.split('.')[0]}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(result!.lhr));
    }
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']!.numericValue!,
      lcp: audits['largest-contentful-paint']!.numericValue!,
      tbt: audits['total-blocking-time']!.numericValue!,
      cls: audits['cumulative-layout-shift']!.numericValue!,
      speedIndex: audits['speed-index']!.numericValue!,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over `runs` Lighthouse runs of `url`. */
export async function lighthouseMedians(
  url: string,
  options: RunOptions = {},
  runs = LIGHTHOUSE_RUNS,
): Promise<Scores> {
  const all: Scores[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await lighthouseRun(url, options));
  const of = (key: keyof Scores) => median(all.map((scores) => scores[key]));
  return {
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    speedIndex: of('speedIndex'),
  };
}

/** The figures on one line: performance, FCP, LCP, TBT, CLS and Speed Index. */
export function formatScores(scores: Scores): string {
  return `performance ${scores.performance}, FCP ${scores.fcp.toFixed(0)} ms, LCP ${scores.lcp.toFixed(0)} ms, TBT ${scores.tbt.toFixed(0)} ms, CLS ${scores.cls.toFixed(3)}, Speed Index ${scores.speedIndex.toFixed(0)} ms`;
}

/** Runs Lighthouse `runs` times on `url` and prints the median of each figure on one line. */
export async function printLighthouseMedians(title: string, url: string, runs = LIGHTHOUSE_RUNS) {
  const scores = await lighthouseMedians(url, {}, runs);
  console.log(`${title.padEnd(34)} ${formatScores(scores)}`);
  return scores;
}
