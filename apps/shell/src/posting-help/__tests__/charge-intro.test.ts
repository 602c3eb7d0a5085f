import { PROMOTION_TEXTS } from '@591/config';
import type { LoaderFunctionArgs } from '@591/react-router';
import { describe, expect, it } from 'vitest';
import { chargePageHead, chargePageLoader } from '../charge-intro.ts';

const load = (page: string) =>
  chargePageLoader({
    params: { page },
    request: new Request(`http://www.591.com.tw/home/help/chargeIntro/${page}`),
  } as unknown as LoaderFunctionArgs);

describe('the fee schedule pages', () => {
  it('are 1 for rentals and 2 for sales, as the header numbers them', () => {
    expect(load('1').deal).toBe('rent');
    expect(load('2').deal).toBe('sale');
    expect(load('2').fee).toContain(PROMOTION_TEXTS.salePackage);
  });

  it('answer any other number with a 404', () => {
    for (const page of ['0', '3', '01', 'rent']) {
      expect(() => load(page), page).toThrow(expect.objectContaining({ init: { status: 404 } }));
    }
  });

  it('name the deal in the title', () => {
    expect(chargePageHead(load('1')).title).toBe('收費標準：出租刊登 - 591房屋交易網');
  });
});
