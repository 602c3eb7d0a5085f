import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  chosenFilterCount,
  detailPath,
  hasFrontage,
  kindOf,
  regionIdOf,
  searchName,
  typeOf,
  withKind,
  withRegion,
  withType,
} from '../business-search.ts';

const params = (query: string) => new URLSearchParams(query);

describe('business search in the list URL', () => {
  it('reads the header menu’s links as type, kind and region', () => {
    const menuLink = params('type=6&region=3&kind=5');
    expect(typeOf(menuLink)).toBe(6);
    expect(kindOf(menuLink)).toBe(5);
    expect(regionIdOf(menuLink)).toBe(3);
    expect(searchName(menuLink)).toBe('店面頂讓');
    expect(searchName(params('type=2&kind=12'))).toBe('住辦出售');
  });

  it('treats a missing or unknown type as rent and an unknown kind as every kind', () => {
    expect(typeOf(params(''))).toBe(1);
    expect(typeOf(params('type=3'))).toBe(1);
    expect(kindOf(params('kind=11'))).toBeNull();
    expect(kindOf(params('kind=5,6'))).toBeNull();
    expect(regionIdOf(params('region=99'))).toBe(1);
    expect(searchName(params('region=1'))).toBe('商用物件出租');
  });

  it('always sends the type the page shows to the API', () => {
    expect(apiQuery(params('region=1&kind=7&floor=1')).toString()).toBe(
      'region=1&kind=7&floor=1&type=1',
    );
    expect(apiQuery(params('type=2&region=1')).toString()).toBe('type=2&region=1');
  });

  it('offers frontage for shops and transfers only', () => {
    expect(hasFrontage(params('type=1&kind=5'))).toBe(true);
    expect(hasFrontage(params('type=6'))).toBe(true);
    expect(hasFrontage(params('type=1&kind=7'))).toBe(false);
    expect(hasFrontage(params('type=2'))).toBe(false);
  });

  it('another region keeps deal, kind and area but not places or price bands', () => {
    const from = params('type=1&region=1&kind=5&section=5&circle=2&price=_30000&area=20_50&page=2');
    expect(withRegion(from, 3).toString()).toBe('type=1&region=3&kind=5&area=20_50');
  });

  it('another deal drops the price band (元/月 against 萬) and the sale-only sort', () => {
    const from = params('type=2&region=1&kind=6&price=_1000&order=unitprice&orderType=asc');
    expect(withType(from, 1).toString()).toBe('type=1&region=1&kind=6');
    expect(withType(params('type=1&kind=5&price=_30000&order=money'), 2).toString()).toBe(
      'type=2&kind=5&order=money',
    );
  });

  it('a transfer is of a shop, so other kinds switch to shops', () => {
    expect(withType(params('type=1&kind=7'), 6).toString()).toBe('type=6&kind=5');
    expect(withType(params('type=1'), 6).toString()).toBe('type=6');
  });

  it('another kind drops its price and area bands, and frontage unless a shop', () => {
    const from = params('type=1&kind=5&price=_30000&area=_20&frontage=5_8&floor=1&page=3');
    expect(withKind(from, 6).toString()).toBe('type=1&kind=6&floor=1');
    expect(withKind(params('type=1&kind=6&floor=1'), null).toString()).toBe('type=1&floor=1');
    expect(withKind(params('type=1&frontage=_5'), 5).toString()).toBe('type=1&frontage=_5&kind=5');
  });

  it('counts the filters chosen beyond deal, kind and region', () => {
    expect(chosenFilterCount(params('type=1&kind=5&region=1'))).toBe(0);
    expect(chosenFilterCount(params('section=5,7&floor=1&frontage=_5&keyword=&page=2'))).toBe(3);
  });

  it('links transfers to the rent detail, sales to the sale detail', () => {
    expect(detailPath({ id: 9, type: 1 })).toBe('rent/9');
    expect(detailPath({ id: 9, type: 6 })).toBe('rent/9');
    expect(detailPath({ id: 9, type: 2 })).toBe('sale/9');
  });
});
