import { gzipSync } from 'node:zlib';
import { PAGE_SHOWN_MARK } from '@591/config';
import type { Browser, Page } from '@playwright/test';
import { waitForApp } from './app-ready.ts';

/**
 * First-load JavaScript: every script a fresh visit downloads until the network has been
 * idle, the page's own, the federated parts from other subdomains and the start-up work run
 * once the page is shown. Bytes are gzip-compressed here, so the figure is the same whatever
 * the server's compression and is repeatable run after run, unlike a time.
 */
export interface LoadedScript {
  url: string;
  bytes: number;
  gzip: number;
  /** Requested after the page was shown, by the deferred start-up work. */
  deferred: boolean;
}

/** Quiet long enough for the start-up work after the page is shown to have asked for its code. */
const QUIET_MS = 1500;

/** Resolves once the page has made no request for `QUIET_MS`. */
async function networkQuiet(page: Page): Promise<void> {
  let last = Date.now();
  const seen = () => {
    last = Date.now();
  };
  page.on('request', seen);
  try {
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  } finally {
    page.off('request', seen);
  }
}

export async function firstLoadScripts(browser: Browser, url: string): Promise<LoadedScript[]> {
  const page = await browser.newPage();
  const bodies: Promise<Omit<LoadedScript, 'deferred'>>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then((body) => ({
        url: response.url(),
        bytes: body.length,
        gzip: gzipSync(body).length,
      })),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page has started, its live header and footer are in, and the start-up work after
    // it (device identity, push) has fetched what it needed.
    await waitForApp(page);
    await networkQuiet(page);
    const deferredUrls = new Set(
      await page.evaluate((mark) => {
        const shownAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= shownAt)
          .map((entry) => entry.name);
      }, PAGE_SHOWN_MARK),
    );
    return (await Promise.all(bodies)).map((script) => ({
      ...script,
      deferred: deferredUrls.has(script.url),
    }));
  } finally {
    await page.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const totalOf = (scripts: LoadedScript[], key: 'bytes' | 'gzip' = 'gzip') =>
  scripts.reduce((sum, script) => sum + script[key], 0);
