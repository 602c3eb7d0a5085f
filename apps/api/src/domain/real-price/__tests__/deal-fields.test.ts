import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chineseNumber, halfWidth, rocDate, transferFloors, yearsBetween } from '../deal-fields.ts';

describe('the fields of a real-price file', () => {
  it.each([
    ['1150409', '2026-04-09'],
    ['0700803', '1981-08-03'],
    ['1150400', '2026-04-01'],
    ['', null],
    ['1151301', null],
    ['1150230', null],
    ['115-04-09', null],
  ])('reads the ROC date %j as %j', (text, date) => {
    expect(rocDate(text)).toBe(date);
  });

  it.each([
    ['一', 1],
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['二十一', 21],
    ['一百零一', 101],
    ['層', null],
    ['', null],
  ])('reads %j as %j', (text, number) => {
    expect(chineseNumber(text)).toBe(number);
  });

  it('reads every number up to 999 written in Chinese numerals', () => {
    const DIGITS = '零一二三四五六七八九';
    const written = (n: number) => {
      const hundreds = Math.floor(n / 100);
      const tens = Math.floor((n % 100) / 10);
      const ones = n % 10;
      let text = hundreds ? `${DIGITS[hundreds]}百` : '';
      if (tens) text += `${tens === 1 && !hundreds ? '' : DIGITS[tens]}十`;
      else if (hundreds && ones) text += '零';
      if (ones) text += DIGITS[ones];
      return text;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (n) => chineseNumber(written(n)) === n),
    );
  });

  it('reads floors, basements, the whole building and the parts beside them', () => {
    expect(transferFloors('地下一層，地下二層，地下三層').floors).toEqual([-1, -2, -3]);
    expect(transferFloors('五層，六層').floors).toEqual([5, 6]);
    expect(transferFloors('全')).toEqual({ floors: [], parts: [], whole: true });
    expect(transferFloors('一層，騎樓')).toEqual({ floors: [1], parts: ['騎樓'], whole: false });
  });

  it('turns full-width digits and letters into ASCII, leaving Chinese as it is', () => {
    expect(halfWidth('羅斯福路二段４１號Ａ棟')).toBe('羅斯福路二段41號A棟');
  });

  it('counts whole years to the deal', () => {
    expect(yearsBetween('1981-08-03', '2026-04-09')).toBe(44);
    expect(yearsBetween('1981-04-09', '2026-04-09')).toBe(45);
    expect(yearsBetween('2026-05-01', '2026-04-09')).toBe(0);
  });
});
