import { describe, expect, it, vi } from 'vitest';
import { publishDraft } from '../posting.ts';

describe('publishDraft', () => {
  it('asks again under the same Idempotency-Key when the API was passing a fault', async () => {
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The database restarting: the first try is refused at once, the next is published.
        if (keys.length === 1) {
          return Response.json(
            { message: '服務暫時無法使用' },
            {
              status: 503,
              headers: { 'Retry-After': '0' },
            },
          );
        }
        return Response.json(
          { status: 1, data: { id: 88, section: 'rent', type: 1 } },
          { status: 201 },
        );
      }),
    );
    const result = await publishDraft(5);
    expect(result).toEqual({
      ok: true,
      data: { id: 88, section: 'rent', type: 1 },
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{22}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says the API is away, with its Retry-After, when every try was refused', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { message: '服務暫時無法使用' },
        { status: 503, headers: { 'Retry-After': '5' } },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await publishDraft(5)).toEqual({
      ok: false,
      message: '連線發生問題，請稍後再試',
      retryAfterSeconds: 5,
    });
    // The first try and ky's two more.
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
