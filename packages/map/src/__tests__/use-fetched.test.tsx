import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFetched } from '../use-fetched.ts';

const refused = Object.assign(new Error('400'), { response: { status: 400 } });

describe('useFetched', () => {
  it('uses what the server gave for its key, and fetches for any other', async () => {
    const load = vi.fn(async () => 'second page');
    const { result, rerender } = renderHook(
      ({ key }) => useFetched(key, load, { key: 'a', data: 'first page' }),
      {
        initialProps: { key: 'a' },
      },
    );
    expect(result.current).toMatchObject({ status: 'ready', data: 'first page' });
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'b' });
    // The last answer stays while the next is on its way.
    expect(result.current).toMatchObject({ status: 'loading', data: 'first page' });
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'ready', data: 'second page' }),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('aborts the request of a key left behind', async () => {
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => {});
    };
    const { rerender } = renderHook(({ key }) => useFetched(key, load), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ key: 'b' });
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[1]!.aborted).toBe(false);
  });

  it('sends nothing for a key left before its request started', async () => {
    const load = vi.fn((_signal: AbortSignal) => new Promise<string>(() => {}));
    const { rerender } = renderHook(({ key }) => useFetched(key, load), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    rerender({ key: 'c' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a refused request from a failure, and tries again when asked', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(refused)
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('ok');
    const { result } = renderHook(() => useFetched('a', load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', refused: true }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', refused: false }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'ok' }));
  });

  it('asks for nothing without a key', () => {
    const load = vi.fn(async () => 'x');
    const { result } = renderHook(() => useFetched(null, load));
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });
});
