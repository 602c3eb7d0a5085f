import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createReloadGuard, RELOAD_GUARD_MS } from '../reload-guard.ts';
import { deniedStorage, memoryStorage } from './memory-storage.ts';

function guardAt(start = 1_000_000) {
  let time = start;
  const storage = memoryStorage();
  const guard = createReloadGuard({ storage: () => storage, now: () => time });
  return {
    guard,
    storage,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createReloadGuard', () => {
  it('allows the first reload of a path', () => {
    expect(guardAt().guard.claim('/list')).toBe('reload');
  });

  it('refuses a second reload of the same path within 10 s', () => {
    const { guard, advance } = guardAt();
    guard.claim('/list');
    advance(RELOAD_GUARD_MS - 1);
    expect(guard.claim('/list')).toBe('too-soon');
  });

  it('allows the same path again once 10 s have passed', () => {
    const { guard, advance } = guardAt();
    guard.claim('/list');
    advance(RELOAD_GUARD_MS);
    expect(guard.claim('/list')).toBe('reload');
  });

  it('guards each path on its own', () => {
    const { guard } = guardAt();
    expect(guard.claim('/list')).toBe('reload');
    expect(guard.claim('/')).toBe('reload');
    expect(guard.claim('/list')).toBe('too-soon');
  });

  it('keeps its stamps in storage, so they outlive the page that made them', () => {
    const storage = memoryStorage();
    const options = { storage: () => storage, now: () => 5_000 };
    createReloadGuard(options).claim('/list');
    expect(createReloadGuard(options).claim('/list')).toBe('too-soon');
  });

  it('is not lifted early by a clock that was set back', () => {
    const { guard, advance } = guardAt();
    guard.claim('/list');
    advance(-5_000);
    expect(guard.claim('/list')).toBe('too-soon');
  });

  it('treats an unreadable stamp as no stamp', () => {
    const { guard, storage } = guardAt();
    storage.setItem('591:reload:/list', 'garbage');
    expect(guard.claim('/list')).toBe('reload');
  });

  it('reports that it cannot guard when storage throws', () => {
    const guard = createReloadGuard({ storage: deniedStorage() });
    expect(guard.claim('/list')).toBe('unguarded');
  });

  it('reports that it cannot guard when a write throws', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(createReloadGuard({ storage: () => storage }).claim('/list')).toBe('unguarded');
  });

  it('reports that it cannot guard when storage keeps nothing', () => {
    const storage = memoryStorage();
    storage.setItem = () => {};
    expect(createReloadGuard({ storage: () => storage }).claim('/list')).toBe('unguarded');
  });
});

describe('createReloadGuard, for any sequence of claims', () => {
  const claims = fc.array(
    fc.record({
      path: fc.constantFrom('/', '/list', '/rent/1'),
      // Waits right at the window's edge as well as anywhere.
      wait: fc.oneof(
        fc.nat(25_000),
        fc.integer({ min: RELOAD_GUARD_MS - 2, max: RELOAD_GUARD_MS }),
      ),
    }),
    { maxLength: 60 },
  );

  it('never allows two reloads of a path within any 10 s window', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 40), claims, (start, steps) => {
        const { guard, advance } = guardAt(start);
        let time = start;
        const reloads = new Map<string, number[]>();
        for (const { path, wait } of steps) {
          advance(wait);
          time += wait;
          if (guard.claim(path) === 'reload')
            reloads.set(path, [...(reloads.get(path) ?? []), time]);
        }
        for (const times of reloads.values()) {
          for (let index = 1; index < times.length; index += 1) {
            expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(RELOAD_GUARD_MS);
          }
        }
      }),
    );
  });

  it('allows a reload whenever the path last reloaded 10 s or more ago', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 40), claims, (start, steps) => {
        const { guard, advance } = guardAt(start);
        let time = start;
        const last = new Map<string, number>();
        for (const { path, wait } of steps) {
          advance(wait);
          time += wait;
          const previous = last.get(path);
          const verdict = guard.claim(path);
          const due = previous === undefined || time - previous >= RELOAD_GUARD_MS;
          expect(verdict).toBe(due ? 'reload' : 'too-soon');
          if (verdict === 'reload') last.set(path, time);
        }
      }),
    );
  });

  it('never allows a reload when storage throws', () => {
    fc.assert(
      fc.property(claims, (steps) => {
        const guard = createReloadGuard({ storage: deniedStorage() });
        for (const { path } of steps) expect(guard.claim(path)).toBe('unguarded');
      }),
    );
  });
});
