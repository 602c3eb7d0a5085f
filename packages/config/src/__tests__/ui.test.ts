import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DEBOUNCE_MS, minWidthQuery, TOAST_DURATION_MS, Z_INDEX_BASE } from '../ui.ts';

describe('UI constants', () => {
  it('are the breakpoints, z-index base and timings of the specification', () => {
    expect(BREAKPOINTS).toEqual({ sm: 460, md: 850, lg: 1200, xl: 1920 });
    expect(Z_INDEX_BASE).toBe(2000);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(DEBOUNCE_MS).toBe(300);
  });

  it('write a min-width media query for a breakpoint', () => {
    expect(minWidthQuery('md')).toBe('(min-width: 850px)');
  });
});
