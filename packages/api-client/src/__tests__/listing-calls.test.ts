import { describe, expect, it, vi } from 'vitest';
import { collectListing, fetchCollected } from '../favourites.ts';
import { fetchFilters } from '../listings.ts';
import { answer, sent } from './answer-fetch.ts';

describe('listing calls', () => {
  it('asks for the filter choices of the search’s region, type and one kind', async () => {
    answer({});
    await fetchFilters('sale', new URLSearchParams('regionid=3&kind=8&price=_500'));
    expect(Object.fromEntries(new URL(sent[0]!.request.url).searchParams)).toEqual({
      region: '3',
      kind: '8',
    });
  });

  it('leaves kind out when several are chosen: the bands then are the section’s own', async () => {
    answer({});
    await fetchFilters('rent', new URLSearchParams('region=1&kind=1,2'));
    expect(Object.fromEntries(new URL(sent[0]!.request.url).searchParams)).toEqual({ region: '1' });
  });

  it('adds and removes a favourite with the member’s cookie', async () => {
    answer({ status: 1, data: { id: 9, collected: false } });
    expect(await collectListing(9, false)).toBe(false);
    const request = sent[0]!.request;
    expect(request!.method).toBe('POST');
    expect(request!.credentials).toBe('include');
    expect(JSON.parse(sent[0]!.body)).toEqual({ id: 9, action: 'remove' });
  });

  it('sends a favourite met by a passing fault again: adding it twice keeps it once', async () => {
    let tries = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        tries += 1;
        // The database restarting: the API answers 503 with Retry-After, then takes it.
        if (tries === 1) return Response.json({ message: '服務暫時無法使用' }, { status: 503 });
        return Response.json({ status: 1, data: { id: 9, collected: true } });
      }),
    );
    expect(await collectListing(9, true)).toBe(true);
    expect(tries).toBe(2);
  });

  it('asks which listings are saved with one call for the whole page', async () => {
    answer({ status: 1, data: { collected: [4] } });
    expect(await fetchCollected([3, 4])).toEqual([4]);
    const url = new URL(sent[0]!.request.url);
    expect(url.pathname).toBe('/api/collect/status');
    expect(url.searchParams.get('ids')).toBe('3,4');
  });
});
