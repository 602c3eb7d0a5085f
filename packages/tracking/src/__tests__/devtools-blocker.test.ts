import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BlockerTarget,
  DEVTOOLS_BLOCKER_OPTIONS,
  DEVTOOLS_BYPASS_FLAG,
  runDevtoolsBlocker,
  startDevtoolsBlocker,
} from '../devtools-blocker.ts';

const HOME = 'https://www.591.com.tw/';

function topWindow(fields: Partial<BlockerTarget> = {}): BlockerTarget {
  const win = { location: { replace: vi.fn() }, ...fields } as BlockerTarget;
  win.top = win;
  return win;
}

function library() {
  const disableDevtool = vi.fn();
  return { disableDevtool, load: vi.fn(async () => ({ default: disableDevtool })) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('developer-tools blocker', () => {
  it('checks every 200 ms with detectors 0, 1, 5, 6 and 7, keeping the context menu', () => {
    expect(DEVTOOLS_BLOCKER_OPTIONS).toEqual({
      interval: 200,
      detectors: [0, 1, 5, 6, 7],
      disableMenu: false,
      disableIframeParents: false,
    });
  });

  it('starts after idle in the top window and sends a detected visitor home', async () => {
    const win = topWindow();
    const { disableDevtool, load } = library();
    expect(runDevtoolsBlocker(win, load, HOME)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    const options = disableDevtool.mock.calls[0]![0];
    expect(options).toMatchObject({
      interval: 200,
      detectors: [0, 1, 5, 6, 7],
      disableMenu: false,
    });
    options.ondevtoolopen();
    expect(win.location.replace).toHaveBeenCalledWith(HOME);
  });

  it('does not run in a frame', async () => {
    const { load } = library();
    const framed = { ...topWindow(), top: {} };
    expect(runDevtoolsBlocker(framed, load, HOME)).toBe(false);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });

  it('is skipped when the window bypass flag is set', async () => {
    const { load } = library();
    expect(runDevtoolsBlocker(topWindow({ [DEVTOOLS_BYPASS_FLAG]: true }), load, HOME)).toBe(false);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });

  it('is off unless switched on for a production build', () => {
    expect(startDevtoolsBlocker()).toBe(false);
  });
});
