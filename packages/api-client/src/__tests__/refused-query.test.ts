import { describe, expect, it } from 'vitest';
import { unlessRefused } from '../refused-query.ts';

const refused = Object.assign(new Error('Bad Request'), { response: { status: 400 } });
const down = Object.assign(new Error('Service Unavailable'), { response: { status: 503 } });

describe('unlessRefused', () => {
  it('answers what the call answers', async () => {
    expect(await unlessRefused(Promise.resolve(3), () => 0)).toEqual({ value: 3, refused: false });
  });

  it('answers the fallback, marked refused, when the API refused the query', async () => {
    expect(await unlessRefused(Promise.reject(refused), () => 0)).toEqual({
      value: 0,
      refused: true,
    });
  });

  it('lets any other failure fail the page', async () => {
    await expect(unlessRefused(Promise.reject(down), () => 0)).rejects.toBe(down);
  });
});
