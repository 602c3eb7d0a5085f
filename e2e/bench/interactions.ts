// npm run bench:inp: how long each tap a visitor makes keeps the page from answering, as a phone
// feels it: Chromium at 390 px with the CPU slowed 4x. For each interaction, the longest
// Event Timing entry of the action (input to the next paint, the measure behind INP), on a
// fresh page each time, median of 3 (or --runs N; --only text runs those whose name holds it).
// Four frames (64 ms) is the target.
import type { ChildProcess } from 'node:child_process';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  request,
} from '@playwright/test';
import { waitForApp } from '../support/app-ready.ts';
import { type ApiMember, logInContext, registerThroughApi } from '../support/poster.ts';
import { startApi, startGateway } from '../support/processes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, origin } from '../support/site.ts';

const SITE_PORT = Number(process.env.INP_SITE_PORT ?? 8495);
const API_PORT = Number(process.env.INP_API_PORT ?? 8497);
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
/** `--only text`: the interactions whose name holds it (while working on one). */
const onlyAt = process.argv.indexOf('--only');
const ONLY = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '') : '';
const CPU_SLOWDOWN = 4;
const FOUR_FRAMES_MS = 64;
/** After the page has started: what runs once it is shown (identity, push) is done. */
const SETTLE_MS = 1500;
/** After the action: the paint it causes, and the answer it waits for, have happened. */
const AFTER_MS = 1200;

const at = (subdomain: string, path: string) => `${origin(subdomain, SITE_PORT)}${path}`;

interface Interaction {
  name: string;
  url: string | ((api: ApiContext) => Promise<string>);
  /** Needs a member logged in. */
  member?: boolean;
  /** Made ready before the measured action (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /**
   * What is tapped: found and scrolled to before the measure starts, then tapped at its
   * middle with the mouse alone, so the measure holds none of the test tool's own checks
   * (its hit-target check on pointerdown reads the layout, which a page then pays for).
   */
  tap?: (page: Page) => Locator;
  /** An action other than a tap (typing, dragging). */
  act?: (page: Page) => Promise<void>;
}

interface ApiContext {
  firstId(path: string): Promise<number>;
}

const visible = (page: Page, role: 'navigation' | 'region', name: string) =>
  page.getByRole(role, { name }).filter({ visible: true });

/** Drags the map by `dx`, `dy` from its middle, as a finger would. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = (await page.locator('.leaflet-container').first().boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

const INTERACTIONS: Interaction[] = [
  {
    name: "open the rent list's filters",
    url: at('rent', '/list?region=1'),
    tap: (page) => page.getByRole('button', { name: /篩選/ }).first(),
  },
  {
    name: 'add to compare on the sale list',
    url: at('sale', '/?shType=list&regionid=1'),
    tap: (page) =>
      visible(page, 'region', '搜尋結果')
        .getByRole('button', { name: '加入比較', exact: true })
        .first(),
  },
  {
    name: 'next page of the rent list',
    url: at('rent', '/list?region=1'),
    tap: (page) => page.getByRole('link', { name: '下一頁' }).filter({ visible: true }),
  },
  {
    name: 'type into the mortgage calculator',
    url: at('mortgage', '/calculator'),
    prepare: (page) => page.getByLabel('房屋總價（萬）').click(),
    act: (page) => page.keyboard.type('8'),
  },
  {
    name: "open 實價登錄's filters",
    url: at('market', '/price?regionid=1'),
    tap: (page) => page.getByRole('button', { name: /篩選/ }).first(),
  },
  {
    name: 'open the header menu',
    url: at('rent', '/list?region=1'),
    tap: (page) => page.getByRole('button', { name: '選單' }).first(),
  },
  {
    name: 'zoom the rent map',
    url: at('rent', '/map?region=1'),
    tap: (page) => page.getByRole('button', { name: '放大' }),
  },
  {
    name: 'pan the rent map',
    url: at('rent', '/map?region=1'),
    act: (page) => dragMap(page, -120, 60),
  },
  {
    name: 'next photo of a rental',
    url: async (api) => at('rent', `/${await api.firstId('/v1/rent/listings?region=1')}`),
    tap: (page) => visible(page, 'region', '物件照片').getByRole('button', { name: '下一張照片' }),
  },
  {
    name: "the posting form's next step",
    url: at('www', '/index.php?module=house&action=postFirst&type=rent'),
    member: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: '開始刊登出租' }).click();
      await page.waitForURL(/\/post\/\d+$/);
      await waitForApp(page);
      await page.getByRole('radio', { name: '獨立套房' }).check();
      await page.getByLabel('縣市').selectOption({ label: '台北市' });
      await page.getByLabel('鄉鎮市區').selectOption({ label: '大安區' });
      await page.getByLabel('路段巷弄').fill('復興南路一段 107巷');
      await page.getByLabel('門牌號碼').fill('5號');
      await page.getByText('已自動儲存').waitFor();
    },
    tap: (page) => page.getByRole('button', { name: '下一步' }),
  },
  {
    name: "the member centre's tab switch",
    url: at('user', '/center'),
    member: true,
    tap: (page) =>
      visible(page, 'navigation', '會員中心選單').getByRole('link', { name: '我的物件' }),
  },
];

/**
 * Records every Event Timing entry of an interaction, from before the page's first script, and
 * the frames of 50 ms or more (Long Animation Frames), which say how much of the time after
 * the handlers went to style and layout.
 */
function observeInteractions(context: BrowserContext) {
  return context.addInitScript(() => {
    const seen: Timing[] = [];
    const frames: Frame[] = [];
    Object.assign(window, { __interactions: seen, __frames: frames });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        seen.push({
          name: entry.name,
          duration: entry.duration,
          delay: Math.round(entry.processingStart - entry.startTime),
          handlers: Math.round(entry.processingEnd - entry.processingStart),
          handlersEnd: entry.processingEnd,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        styleAndLayoutStart: number;
      })[]) {
        frames.push({
          start: entry.startTime,
          end: entry.startTime + entry.duration,
          styleAndLayoutStart: entry.styleAndLayoutStart,
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/** An Event Timing entry: its whole time, and the parts before and in its handlers (ms). */
interface Timing {
  name: string;
  duration: number;
  delay: number;
  handlers: number;
  handlersEnd: number;
  /** Of the frame the handlers ran in (when 50 ms or longer): its style and layout. */
  styleAndLayout?: number;
}

/** A long animation frame: when it started and ended, and when its style and layout began. */
interface Frame {
  start: number;
  end: number;
  styleAndLayoutStart: number;
}

/** The middle of what is to be tapped, in the viewport, once it has been scrolled into view. */
async function middleOf(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('What is to be tapped is not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One fresh visit: the longest interaction of the action (null: none over 16 ms). */
async function measureOnce(
  browser: Browser,
  interaction: Interaction,
  url: string,
  member: ApiMember | null,
): Promise<Timing | null> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (member) await logInContext(context, member);
    await observeInteractions(context);
    const page = await context.newPage();
    await page.goto(url);
    await waitForApp(page);
    await interaction.prepare?.(page);
    const tapAt = interaction.tap ? await middleOf(interaction.tap(page)) : null;
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      const seen = window as { __interactions?: unknown[]; __frames?: unknown[] };
      seen.__interactions!.length = 0;
      seen.__frames!.length = 0;
    });
    if (tapAt) await page.mouse.click(tapAt.x, tapAt.y);
    else await interaction.act?.(page);
    await page.waitForTimeout(AFTER_MS);
    const { entries, frames } = await page.evaluate(() => {
      const seen = window as { __interactions?: Timing[]; __frames?: Frame[] };
      return { entries: seen.__interactions ?? [], frames: seen.__frames ?? [] };
    });
    const longest = entries.reduce<Timing | null>(
      (longest, entry) => (entry.duration > (longest?.duration ?? 0) ? entry : longest),
      null,
    );
    const frame = frames.find(
      (one) => longest && one.start <= longest.handlersEnd && longest.handlersEnd <= one.end,
    );
    if (longest && frame && frame.styleAndLayoutStart > 0) {
      longest.styleAndLayout = Math.round(frame.end - frame.styleAndLayoutStart);
    }
    return longest;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const processes: ChildProcess[] = [];
try {
  processes.push(
    await startApi(API_PORT, { dataDir: '.data/bench-inp', sitePort: SITE_PORT, listings: 3000 }),
  );
  processes.push(await startGateway(SITE_PORT, { API_ORIGIN: `http://127.0.0.1:${API_PORT}` }));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${API_PORT}` });
  const member = await registerThroughApi(api, { sitePort: SITE_PORT });
  const apiContext: ApiContext = {
    async firstId(path) {
      const answer = (await (await api.get(path)).json()) as { items: { id: number }[] };
      return answer.items[0]!.id;
    },
  };
  console.log(
    `\nLongest interaction of each action, 390 px, CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS} fresh visits (target: at most ${FOUR_FRAMES_MS} ms)\n`,
  );
  console.log(
    '| interaction | median | runs (event: input delay + handlers + to the paint, of which style and layout) | within four frames |',
  );
  console.log('|---|---|---|---|');
  for (const interaction of INTERACTIONS.filter((one) => one.name.includes(ONLY))) {
    const url =
      typeof interaction.url === 'string' ? interaction.url : await interaction.url(apiContext);
    const runs: (Timing | null)[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measureOnce(browser, interaction, url, interaction.member ? member : null));
    }
    const middle = median(runs.map((timing) => timing?.duration ?? 0));
    const parts = runs.map((timing) =>
      timing
        ? `${timing.duration} (${timing.name}: ${timing.delay} + ${timing.handlers} + ${timing.duration - timing.delay - timing.handlers}${timing.styleAndLayout === undefined ? '' : `, style and layout ${timing.styleAndLayout}`})`
        : '< 16',
    );
    console.log(
      `| ${interaction.name} | ${middle} ms | ${parts.join(', ')} | ${middle <= FOUR_FRAMES_MS ? 'yes' : 'no'} |`,
    );
  }
  await browser.close();
} finally {
  for (const child of processes) child.kill();
}
