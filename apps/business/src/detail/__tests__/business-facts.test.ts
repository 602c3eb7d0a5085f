import type { ListingDetail } from '@591/api-client';
import type { Fact } from '@591/ui';
import { describe, expect, it } from 'vitest';
import { premisesFacts, rentPriceFacts, salePriceFacts } from '../business-facts.ts';

const listing = (fields: Partial<ListingDetail>): ListingDetail =>
  ({
    type: 1,
    typeName: '出租',
    kind: 5,
    kindName: '店面',
    price: 120_000,
    area: 40,
    unitPrice: null,
    floorText: '1F/7F',
    buildingTypeName: '電梯大樓',
    age: 20,
    transferFee: null,
    facts: {},
    ...fields,
  }) as ListingDetail;

/** The facts a page shows: those with a value, as label → value. */
const shown = (facts: Fact[]) =>
  Object.fromEntries(
    facts.filter(
      ([, value]) => value !== null && value !== undefined && value !== '' && value !== false,
    ),
  );

describe('business facts per kind', () => {
  it('a shop: frontage and the floors it uses', () => {
    const shop = listing({
      facts: { business: { frontage: 7.6, floorText: 'B1+1F', nearby: [] } },
    });
    expect(shown(premisesFacts(shop))).toEqual({
      類型: '店面出租',
      坪數: '40坪',
      樓層: '1F/7F',
      面寬: '7.6米',
      使用樓層: 'B1+1F',
      型態: '電梯大樓',
      屋齡: '20年',
    });
  });

  it('an office: its usable area, and no shop facts', () => {
    const office = listing({
      kind: 6,
      kindName: '辦公',
      facts: { business: { usableArea: 64.5, frontage: 5, nearby: [] } },
    });
    const facts = shown(premisesFacts(office));
    expect(facts).toHaveProperty('使用面積', '64.5坪');
    expect(facts).not.toHaveProperty('面寬');
  });

  it('a factory: ceiling height, floor load and power', () => {
    const plant = listing({
      kind: 7,
      kindName: '廠房',
      facts: { business: { ceilingHeight: 5.9, floorLoad: 2300, powerKw: 1370, nearby: [] } },
    });
    expect(shown(premisesFacts(plant))).toMatchObject({
      挑高: '5.9米',
      樓板載重: '2,300公斤/平方公尺',
      電力: '1,370kW',
    });
  });
});

describe('business prices', () => {
  it('a rent: per 坪, deposit and management fee when the listing has them', () => {
    expect(shown(rentPriceFacts(listing({}), undefined))).toEqual({ 每坪租金: '3,000元/坪' });
    const rent = { depositMonths: 2, managementFee: 0 } as ListingDetail['facts']['rent'];
    expect(shown(rentPriceFacts(listing({}), rent))).toEqual({
      每坪租金: '3,000元/坪',
      押金: '2個月（240,000元）',
      管理費: '無',
    });
  });

  it('a transfer: the fee in 萬 and what it includes', () => {
    const transfer = listing({
      type: 6,
      typeName: '頂讓',
      transferFee: 180,
      facts: { business: { transferIncludes: ['生財器具', '裝潢'], nearby: [] } },
    });
    expect(shown(rentPriceFacts(transfer, undefined))).toMatchObject({
      頂讓金: '180萬',
      頂讓內容: '生財器具、裝潢',
    });
  });

  it("an office's deposit and management fee come from its business facts", () => {
    const office = listing({
      kind: 6,
      facts: { business: { depositMonths: 2, managementFee: 12_340, nearby: [] } },
    });
    expect(shown(rentPriceFacts(office, undefined))).toMatchObject({
      押金: '2個月（240,000元）',
      管理費: '12,340元/月',
    });
    const forSale = listing({
      type: 2,
      unitPrice: 80,
      facts: { business: { managementFee: 5600, nearby: [] } },
    });
    expect(shown(salePriceFacts(forSale, undefined))).toEqual({
      單價: '80萬/坪',
      管理費: '5,600元/月',
    });
  });

  it('a sale: the unit price', () => {
    expect(shown(salePriceFacts(listing({ type: 2, unitPrice: 128.56 }), undefined))).toEqual({
      單價: '128.56萬/坪',
    });
  });
});
