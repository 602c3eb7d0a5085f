import { describe, expect, it } from 'vitest';
import { createSite } from '../hosts.ts';
import { listingDetailUrl } from '../listing-urls.ts';

const site = createSite('591.com.tw', { protocol: 'https:', port: '' });

describe('listingDetailUrl', () => {
  it.each([
    [{ section: 'rent', id: 11, type: 1 }, 'https://rent.591.com.tw/11'],
    [{ section: 'sale', id: 12, type: 2 }, 'https://sale.591.com.tw/12'],
    [{ section: 'land', id: 13, type: 1 }, 'https://land.591.com.tw/rent/13'],
    [{ section: 'land', id: 14, type: 2 }, 'https://land.591.com.tw/sale/14'],
    [{ section: 'business', id: 15, type: 2 }, 'https://business.591.com.tw/sale/15'],
    [{ section: 'business', id: 16, type: 6 }, 'https://business.591.com.tw/rent/16'],
  ] as const)('links %o to its section’s detail route', (listing, url) => {
    expect(listingDetailUrl(listing, site)).toBe(url);
  });
});
