import { describe, expect, it } from 'vitest';
import { withOrder } from '../search/sort-header.tsx';

describe('withOrder', () => {
  it('flips the direction on a second choice of the same column, from page 1', () => {
    const first = withOrder(new URLSearchParams('page=4'), 'area', {
      order: 'date',
      orderType: 'desc',
    });
    expect(first.toString()).toBe('order=area&orderType=desc');
    const current = { order: 'area', orderType: 'desc' } as const;
    expect(withOrder(first, 'area', current).get('orderType')).toBe('asc');
    expect(withOrder(first, 'total', current).get('orderType')).toBe('desc');
    expect(withOrder(first, 'area', { order: 'area', orderType: 'asc' }).get('orderType')).toBe(
      'desc',
    );
  });
});
