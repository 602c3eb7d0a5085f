import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterIdle } from '../after-idle.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterIdle', () => {
  it('waits for the idle callback, then the delay', () => {
    let goIdle = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      goIdle = callback;
      return 7;
    });
    const task = vi.fn();
    afterIdle(task, 1_000);
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
    goIdle();
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to the delay alone where there is no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterIdle(task, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled while waiting for idle or for the delay', () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    afterIdle(() => {}, 1_000)();
    expect(cancelIdle).toHaveBeenCalledWith(7);

    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterIdle(task, 1_000)();
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
  });
});
