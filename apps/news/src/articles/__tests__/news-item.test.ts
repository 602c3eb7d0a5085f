import { describe, expect, it } from 'vitest';
import { dayOf } from '../news-item.tsx';

describe('an article’s day', () => {
  it('is the day in Taiwan, whatever the server’s zone', () => {
    expect(dayOf('2026-03-31T16:30:00.000Z')).toBe('2026/04/01');
    expect(dayOf('2026-03-31T15:59:00.000Z')).toBe('2026/03/31');
  });
});
