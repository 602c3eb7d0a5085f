// npm run long-tasks: the start-up tasks longer than 50 ms (the browser's long tasks) of each
// budgeted page and the rent map, in Chromium without CPU throttling on this machine, from
// the navigation until the page has started and its network has been quiet. A phone is
// slower: a task this machine runs in 50 ms blocks a phone's thumb for several times that.
// Three fresh visits a page; prints each visit's long tasks and the longest of all.
import type { ChildProcess } from 'node:child_process';
import { type Browser, chromium, request } from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { BUDGETED_PAGES, budgetedPageUrl } from '../support/first-load-pages.ts';
import { startApi, startGateway } from '../support/processes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, origin } from '../support/site.ts';

const SITE_PORT = Number(process.env.SIZE_SITE_PORT ?? 8490);
const API_PORT = Number(process.env.SIZE_API_PORT ?? 8492);
const VISITS = Number(process.env.LONG_TASK_VISITS ?? 3);
/** Quiet long enough for the work after the page is shown (identity, push) to have run. */
const SETTLE_MS = 2000;

interface LongTask {
  start: number;
  duration: number;
}

/** One fresh visit: every long task the page ran, by its start and length in ms. */
async function visit(browser: Browser, url: string): Promise<LongTask[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Observing from before the page's first script, so no task is missed.
  await page.addInitScript(() => {
    const seen: { start: number; duration: number }[] = [];
    (window as { __longTasks?: typeof seen }).__longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await waitForApp(page);
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(
      () => (window as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? [],
    );
  } finally {
    await context.close();
  }
}

const processes: ChildProcess[] = [];
try {
  processes.push(await startApi(API_PORT, { dataDir: '.data/size', sitePort: SITE_PORT }));
  processes.push(await startGateway(SITE_PORT, { API_ORIGIN: `http://127.0.0.1:${API_PORT}` }));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const api = await request.newContext();
  const pages = [
    ...(await Promise.all(
      BUDGETED_PAGES.map(async (page) => ({
        name: page.name,
        url: await budgetedPageUrl(page, api, SITE_PORT),
      })),
    )),
    { name: 'rent map', url: `${origin('rent', SITE_PORT)}/map?region=1` },
  ];
  console.log('\nStart-up tasks over 50 ms, unthrottled Chromium on this machine');
  let longest = 0;
  for (const { name, url } of pages) {
    const visits: LongTask[][] = [];
    for (let index = 0; index < VISITS; index += 1) visits.push(await visit(browser, url));
    const all = visits.flat();
    longest = Math.max(longest, ...all.map((task) => task.duration));
    const shown = visits.map((tasks) =>
      tasks.length
        ? tasks.map((task) => `${task.duration} ms at ${task.start}`).join(', ')
        : 'none',
    );
    console.log(`${name.padEnd(14)} ${shown.join(' | ')}`);
  }
  console.log(`longest start-up task: ${longest ? `${longest} ms` : 'none over 50 ms'}`);
  await api.dispose();
  await browser.close();
} finally {
  for (const child of processes) child.kill();
}
