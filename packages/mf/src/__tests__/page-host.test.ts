import { HEADER_RELEASE } from '@591/header/release';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const shellHeader = { Header: 'the shell’s header' };
vi.mock('../runtime/federation-host.ts', () => ({
  loadHeader: vi.fn(async () => shellHeader),
  loadSectionRoutes: vi.fn(),
}));

/** The shell's header-release.json, as the page fetches it. */
function shellServes(answer: Response | Error) {
  const fetch = vi.fn(async (_url: string) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const loadPageHost = () => import('../runtime/page-host.ts');

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('loadHeader on a built section page', () => {
  // The first import of the real header package is transformed cold: seconds on a busy machine.
  it('takes the page’s own copy while the shell serves the release the page was built with', {
    timeout: 20_000,
  }, async () => {
    const fetch = shellServes(Response.json({ release: HEADER_RELEASE }));
    const { connectPlatform, loadHeader } = await loadPageHost();
    connectPlatform();
    const header = await loadHeader();
    expect(header).not.toBe(shellHeader);
    expect(header.HEADER_RELEASE).toBe(HEADER_RELEASE);
    const host = await import('../runtime/federation-host.ts');
    expect(host.loadHeader).not.toHaveBeenCalled();
    // Asked once, at start-up: loading the header reuses the answer.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /^https?:\/\/www\.[^/]+\/header-release\.json$/,
    );
  });

  it('loads the shell’s entry when the shell serves another release', async () => {
    shellServes(Response.json({ release: `${HEADER_RELEASE}-next` }));
    const { loadHeader } = await loadPageHost();
    expect(await loadHeader()).toBe(shellHeader);
  });

  it.each([
    ['cannot be reached', new TypeError('Failed to fetch')],
    ['answers 404', new Response('Not found', { status: 404 })],
    ['answers something else', Response.json({ version: 3 })],
  ])('loads the shell’s entry when the shell %s', async (_, answer) => {
    shellServes(answer);
    const { loadHeader } = await loadPageHost();
    expect(await loadHeader()).toBe(shellHeader);
  });
});
