import { describe, expect, it } from 'vitest';
import { fetchPkCommunities, fetchPkInfo } from '../house-pk.ts';
import { answer, sent } from './answer-fetch.ts';

describe('house comparison calls', () => {
  it('asks for every compared listing in one call, in the order given', async () => {
    answer({ status: 1, data: { items: [], missing: [7] } });
    expect(await fetchPkInfo([7, 3])).toEqual({ items: [], missing: [7] });
    const url = new URL(sent[0]!.request.url);
    expect(url.pathname).toBe('/v1/web/pk/sale/info');
    expect(url.searchParams.get('ids')).toBe('7,3');
  });

  it('asks nothing for an empty comparison', async () => {
    answer({});
    expect(await fetchPkCommunities([])).toEqual({ items: [], missing: [] });
    expect(sent).toHaveLength(0);
  });
});
