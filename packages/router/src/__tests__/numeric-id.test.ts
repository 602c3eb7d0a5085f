import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNumericId, requireNumericId } from '../numeric-id.ts';

const REJECTED = ['12abc', '１２３', '0x1F', '1e3', ' 12 ', '-1', '12.0', '', '+5', '1_000', '١٢٣'];

describe('the listing id rule', () => {
  it.each(REJECTED)('rejects %j', (id) => {
    expect(isNumericId(id)).toBe(false);
  });

  it('rejects a missing id and one too long to be a listing', () => {
    expect(isNumericId(undefined)).toBe(false);
    expect(isNumericId('1'.repeat(16))).toBe(false);
  });

  it('accepts ASCII digits', () => {
    expect(isNumericId('0')).toBe(true);
    expect(isNumericId('16888888')).toBe(true);
  });

  it('accepts exactly the strings made of 1 to 15 ASCII digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (id) => {
        expect(isNumericId(id)).toBe(/^[0-9]{1,15}$/.test(id));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,15}$/), (id) => {
        expect(requireNumericId(id, 'rent')).toBe(Number(id));
      }),
    );
  });

  it('throws a 404 with 找不到該房屋 and the page type for anything else', () => {
    try {
      requireNumericId('12abc', 'land');
      expect.unreachable();
    } catch (thrown) {
      const response = thrown as { type: string; init: { status: number }; data: unknown };
      expect(response.init.status).toBe(404);
      expect(response.data).toEqual({
        statusCode: 404,
        message: '找不到該房屋',
        data: JSON.stringify({ pageType: 'land' }),
      });
    }
  });
});
