import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REMOTE_ENTRY_TIMEOUT_MS,
  type RemoteFallbackOptions,
  remoteFallbackPlugin,
} from '../runtime/fallback-plugin.ts';

type Plugin = ReturnType<typeof remoteFallbackPlugin>;
type LoadEntryArgs = Parameters<NonNullable<Plugin['loadEntry']>>[0];
type ErrorLoadRemoteArgs = Parameters<NonNullable<Plugin['errorLoadRemote']>>[0];
type RemoteInfo = LoadEntryArgs['remoteInfo'];

const SHELL_ENTRY = 'https://www.591.com.tw/remoteEntry.js';
const RENT_ENTRY = 'https://rent.591.com.tw/remoteEntry.js';
const HEADER_ID = 'shell/header';

const bundledHeader = { Header: () => null };
const entryExports = { init: () => undefined, get: () => undefined };

function remoteInfo(entry: string, type: RemoteInfo['type'] = 'module'): RemoteInfo {
  return { name: 'shell', entry, type, entryGlobalName: 'shell', shareScope: 'default' };
}

/** The plugin's hooks only read these fields; the runtime's host objects are not needed. */
function loadEntry(plugin: Plugin, entry: string, type?: RemoteInfo['type']) {
  return Promise.resolve(
    plugin.loadEntry!({ remoteInfo: remoteInfo(entry, type) } as LoadEntryArgs),
  );
}

function errorLoadRemote(plugin: Plugin, id: string, error: unknown) {
  return Promise.resolve(
    plugin.errorLoadRemote!({
      id,
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
    } as ErrorLoadRemoteArgs),
  );
}

function setup(options: Partial<RemoteFallbackOptions> = {}) {
  const importEntry = vi.fn<(url: string) => Promise<unknown>>();
  const warn = vi.fn<(message: string) => void>();
  const headerFallback = vi.fn(async () => bundledHeader);
  const plugin = remoteFallbackPlugin({
    fallbacks: { [HEADER_ID]: headerFallback },
    importEntry,
    warn,
    ...options,
  });
  return { plugin, importEntry, warn, headerFallback };
}

describe('remoteFallbackPlugin loadEntry', () => {
  it('leaves remotes that are not ES modules to the runtime', async () => {
    const { plugin, importEntry } = setup();
    await expect(loadEntry(plugin, SHELL_ENTRY, 'global')).resolves.toBeUndefined();
    await expect(loadEntry(plugin, SHELL_ENTRY, 'var')).resolves.toBeUndefined();
    expect(importEntry).not.toHaveBeenCalled();
  });

  it('imports a module remote entry and returns its exports', async () => {
    const { plugin, importEntry } = setup();
    importEntry.mockResolvedValue(entryExports);
    await expect(loadEntry(plugin, SHELL_ENTRY)).resolves.toBe(entryExports);
    expect(importEntry).toHaveBeenCalledWith(SHELL_ENTRY);
  });

  it('imports a healthy entry again on each load', async () => {
    const { plugin, importEntry } = setup();
    importEntry.mockResolvedValue(entryExports);
    await loadEntry(plugin, SHELL_ENTRY);
    await loadEntry(plugin, SHELL_ENTRY);
    expect(importEntry).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['refused', new TypeError(`Failed to fetch dynamically imported module: ${SHELL_ENTRY}`)],
    ['answered 404', new Error(`404 Not Found: ${SHELL_ENTRY}`)],
    ['answered HTML', new SyntaxError("Unexpected token '<'")],
  ])(
    'rethrows when the entry is %s and fails the next load without importing',
    async (_, error) => {
      const { plugin, importEntry } = setup();
      importEntry.mockRejectedValue(error);
      await expect(loadEntry(plugin, SHELL_ENTRY)).rejects.toBe(error);
      await expect(loadEntry(plugin, SHELL_ENTRY)).rejects.toThrow(
        `Remote entry ${SHELL_ENTRY} is down`,
      );
      expect(importEntry).toHaveBeenCalledTimes(1);
    },
  );

  it('remembers dead entries one by one, so other remotes still load', async () => {
    const { plugin, importEntry } = setup();
    importEntry.mockImplementation(async (url) => {
      if (url === SHELL_ENTRY) throw new TypeError('Failed to fetch');
      return entryExports;
    });
    await expect(loadEntry(plugin, SHELL_ENTRY)).rejects.toThrow('Failed to fetch');
    await expect(loadEntry(plugin, RENT_ENTRY)).resolves.toBe(entryExports);
  });

  it('keeps dead entries per plugin instance', async () => {
    const first = setup();
    first.importEntry.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadEntry(first.plugin, SHELL_ENTRY)).rejects.toThrow('Failed to fetch');

    const second = setup();
    second.importEntry.mockResolvedValue(entryExports);
    await expect(loadEntry(second.plugin, SHELL_ENTRY)).resolves.toBe(entryExports);
  });
});

describe('remoteFallbackPlugin time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const never = () => new Promise<never>(() => {});

  it('gives up on an entry that never answers within a few seconds', async () => {
    expect(REMOTE_ENTRY_TIMEOUT_MS).toBeGreaterThanOrEqual(1000);
    expect(REMOTE_ENTRY_TIMEOUT_MS).toBeLessThanOrEqual(5000);
    const { plugin, importEntry } = setup();
    importEntry.mockImplementation(never);

    let settled = false;
    const load = loadEntry(plugin, SHELL_ENTRY).finally(() => {
      settled = true;
    });
    const failure = expect(load).rejects.toThrow(
      `Remote entry ${SHELL_ENTRY} timed out after ${REMOTE_ENTRY_TIMEOUT_MS} ms`,
    );

    await vi.advanceTimersByTimeAsync(REMOTE_ENTRY_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  it('remembers a timed-out entry, so the next load fails at once without importing', async () => {
    const { plugin, importEntry } = setup();
    importEntry.mockImplementation(never);

    const first = expect(loadEntry(plugin, SHELL_ENTRY)).rejects.toThrow(/timed out/);
    await vi.advanceTimersByTimeAsync(REMOTE_ENTRY_TIMEOUT_MS);
    await first;

    await expect(loadEntry(plugin, SHELL_ENTRY)).rejects.toThrow(
      `Remote entry ${SHELL_ENTRY} is down`,
    );
    expect(importEntry).toHaveBeenCalledTimes(1);
  });

  it('accepts a slow entry that answers within the limit and leaves no timer behind', async () => {
    const { plugin, importEntry } = setup();
    const answerAfter = REMOTE_ENTRY_TIMEOUT_MS - 100;
    importEntry.mockImplementationOnce(
      () => new Promise((resolve) => setTimeout(() => resolve(entryExports), answerAfter)),
    );

    const load = loadEntry(plugin, SHELL_ENTRY);
    await vi.advanceTimersByTimeAsync(answerAfter);
    await expect(load).resolves.toBe(entryExports);
    expect(vi.getTimerCount()).toBe(0);

    importEntry.mockResolvedValueOnce(entryExports);
    await expect(loadEntry(plugin, SHELL_ENTRY)).resolves.toBe(entryExports);
    expect(importEntry).toHaveBeenCalledTimes(2);
  });

  it('clears its timer when the entry fails fast', async () => {
    const { plugin, importEntry } = setup();
    importEntry.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadEntry(plugin, SHELL_ENTRY)).rejects.toThrow('Failed to fetch');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the time-out it is given', async () => {
    const { plugin, importEntry } = setup({ timeoutMs: 500 });
    importEntry.mockImplementation(never);
    const failure = expect(loadEntry(plugin, SHELL_ENTRY)).rejects.toThrow(
      `Remote entry ${SHELL_ENTRY} timed out after 500 ms`,
    );
    await vi.advanceTimersByTimeAsync(500);
    await failure;
  });
});

describe('remoteFallbackPlugin errorLoadRemote', () => {
  const error = new Error(`Remote entry ${SHELL_ENTRY} is down`);

  it('answers with the bundled copy for the exact remote id', async () => {
    const { plugin, headerFallback } = setup();
    await expect(errorLoadRemote(plugin, HEADER_ID, error)).resolves.toBe(bundledHeader);
    expect(headerFallback).toHaveBeenCalledTimes(1);
  });

  it('answers with the bundled copy for the id as rewritten by the build', async () => {
    const { plugin } = setup();
    await expect(
      errorLoadRemote(plugin, '__mfe_internal__rent__loadRemote__shell/header', error),
    ).resolves.toBe(bundledHeader);
  });

  it('logs a warning naming the remote and the error', async () => {
    const { plugin, warn } = setup();
    await errorLoadRemote(plugin, HEADER_ID, error);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `[federation] shell/header unavailable, using the bundled copy: ${String(error)}`,
    );
  });

  it('warns on the console when no logger is given', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const plugin = remoteFallbackPlugin({
        fallbacks: { [HEADER_ID]: async () => bundledHeader },
      });
      await errorLoadRemote(plugin, HEADER_ID, error);
      expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('shell/header unavailable'));
    } finally {
      consoleWarn.mockRestore();
    }
  });

  it.each([
    'rent/routes',
    'shell/identity',
    'myshell/header',
    'shell/header-v2',
    '__mfe_internal__rent__loadRemote__myshell/header',
  ])('gives no fallback for %s', async (id) => {
    const { plugin, warn, headerFallback } = setup();
    await expect(errorLoadRemote(plugin, id, error)).resolves.toBeUndefined();
    expect(headerFallback).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not load the bundled copy before a remote fails', () => {
    const { headerFallback } = setup();
    expect(headerFallback).not.toHaveBeenCalled();
  });

  it('picks the fallback that matches among several', async () => {
    const identity = { useUser: () => null };
    const { plugin } = setup({
      fallbacks: {
        [HEADER_ID]: async () => bundledHeader,
        'shell/identity': async () => identity,
      },
    });
    await expect(errorLoadRemote(plugin, 'shell/identity', error)).resolves.toBe(identity);
    await expect(errorLoadRemote(plugin, HEADER_ID, error)).resolves.toBe(bundledHeader);
  });
});
