import { describe, expect, it } from 'vitest';
import { readRealPriceCsv } from '../import-file.ts';

/**
 * Rows of the shipped file (../shared/data/real-price/taipei-a_lvr_land_a.csv, the government's
 * Taipei 買賣 release) as published, by their line in it: each shows one of the quirks the
 * import must read.
 */
const HEADER = `鄉鎮市區,交易標的,土地位置建物門牌,土地移轉總面積平方公尺,都市土地使用分區,非都市土地使用分區,非都市土地使用編定,交易年月日,交易筆棟數,移轉層次,總樓層數,建物型態,主要用途,主要建材,建築完成年月,建物移轉總面積平方公尺,建物現況格局-房,建物現況格局-廳,建物現況格局-衛,建物現況格局-隔間,有無管理組織,總價元,單價元平方公尺,車位類別,車位移轉總面積平方公尺,車位總價元,備註,編號,主建物面積,附屬建物面積,陽台面積,電梯,移轉編號`;
const ENGLISH_HEADER = `The villages and towns urban district,transaction sign,land sector position building sector house number plate,land shifting total area square meter,the use zoning or compiles and checks,the non-metropolis land use district,non-metropolis land use,transaction year month and day,transaction pen number,shifting level,total floor number,building state,main use,main building materials,construction to complete the years,building shifting total area,Building present situation pattern - room,building present situation pattern - hall,building present situation pattern - health,building present situation pattern - compartmented,Whether there is manages the organization,total price NTD,the unit price (NTD / square meter),the berth category,berth shifting total area square meter,the berth total price NTD,the note,serial number,main building area,auxiliary building area,balcony area,elevator,transaction number`;
const LINES: Record<number, string> = {
  3: `大安區,房地(土地+建物),臺北市大安區羅斯福路二段４１號二樓,75.81,商,,,1150409,土地4建物2車位0,二層,十二層,住宅大樓(11層含以上有電梯),商業用,鋼筋混凝土造,0700803,845.54,5,2,3,有,有,350000000,413937,,0.0,0,陽台外推；,RPQNMLKKKHLGFFA47EA,690.7,10.46,47.94,有,`,
  5: `文山區,土地,木柵段一小段307-9地號,10.0,都市：其他:道路用地(公共設施用地)。61/11/9,,,1150413,土地3建物0車位0,,,其他,,,,0.0,0,0,0,無,無,2022000,202200,,0.0,0,,RPTNMLQKMHLGFAA08EA,0.0,0.0,0.0,無,`,
  6: `萬華區,房地(土地+建物),臺北市萬華區和平西路三段３０２巷３弄３５號,3.92,住,,,1150323,土地2建物1車位0,一層,四層,公寓(5樓含以下無電梯),商業用,加強磚造,0600414,11.44,2,2,1,有,無,3000000,262238,,0.0,0,親友、員工、共有人或其他特殊關係間之交易；,RPTOMLOLLHLGFBA97DA,10.68,0.76,0.0,無,`,
  7: `內湖區,房地(土地+建物)+車位,臺北市內湖區環山路二段３０號二樓之３,44.75,住,,,1150318,土地2建物1車位1,二層,五層,華廈(10層含以下有電梯),住家用,鋼筋混凝土造,1070928,104.96000000000001,2,2,1,有,有,22800000,271568,坡道平面,32.05,3000000,夾層；其他增建；,RPXNMLKLLHLGFCA97DA,39.3,3.19,4.75,有,001`,
  8: `內湖區,房地(土地+建物)+車位,臺北市內湖區港墘路２２１巷４１號三樓之１,213.03,工,,,1150324,土地1建物6車位8,三層,九層,華廈(10層含以下有電梯),工業用,鋼筋混凝土造,0901029,1437.67,0,0,0,無,有,190000000,132158,坡道平面,0.0,0,,RPOPMLRJMHLGFCA87DA,720.43,0.0,0.0,有,`,
  11: `松山區,房地(土地+建物),臺北市松山區八德路四段１８１巷１７弄１６號四樓,25.75,住,,,1150316,土地2建物1車位0,四層，陽台,四層,公寓(5樓含以下無電梯),住家用,鋼筋混凝土造,0640510,69.9,4,2,2,有,無,15000000,214592,,0.0,0,,RPTNMLTKLHLGFDA48DA,69.9,0.0,0.0,無,`,
  22: `大安區,房地(土地+建物),臺北市大安區金山南路二段１８５巷８號,37.88,住,,,1150310,土地1建物1車位0,一層，陽臺,四層,公寓(5樓含以下無電梯),住家用,鋼筋混凝土造,,102.76,3,2,2,有,無,32000000,311405,,0.0,0,,RPRNMLKMLHLGFFA77DA,102.76,0.0,0.0,無,`,
  27: `大同區,土地,市府段三小段79地號,80.0,商,,,1150312,土地1建物0車位0,,,其他,,,,0.0,0,0,0,無,無,162179200,2027240,,0.0,0,政府機關標讓售；,RPQNMLTJMHLGFBA08EA,0.0,0.0,0.0,無,`,
  30: `松山區,房地(土地+建物),臺北市松山區撫遠街２５１號四樓,54.56,都市：其他:住宅用地(民生社區特定專用區) 但是否在道路用地(公共設施用地)(應依建築線或俟地籍測量分割後，再確定)。,,,1150311,土地2建物1車位0,四層，陽臺,四層,公寓(5樓含以下無電梯),住家用,鋼筋混凝土造,0640114,128.06,3,2,2,有,無,21500000,167890,,0.0,0,陽台外推；頂樓加蓋；,RPPNMLTJMHLGFDA18EA,128.06,0.0,0.0,無,010`,
  35: `大同區,車位,臺北市大同區延平北路二段２４７巷２８、３０號房屋地下二層,5.48,商,,,1150313,土地1建物1車位1,地下二層,十二層,其他,停車場,鋼筋混凝土造,0820819,49.169999999999995,0,0,0,無,有,2500000,,坡道平面,49.18,2500000,僅車位交易；,RPTNMLNLLHLGFBA77DA,0.0,0.0,0.0,有,`,
  64: `大安區,房地(土地+建物),臺北市大安區信義路三段１０５號十二樓之１０,3.31,商,,,1150306,土地2建物1車位0,十二層,十四層,住宅大樓(11層含以上有電梯),住家用,鋼筋混凝土造,0960322,38.78,0,1,1,有,有,18500000,477050,,0.0,0,陽台外推；,RPSNMLPLLHLGFFA28DA,21.34,0.62,2.14,有,028`,
  74: `萬華區,房地(土地+建物)+車位,臺北市萬華區康定路１０３號二十樓之９,10.04,商,,,1150301,土地1建物1車位1,二十層,二十六層,住宅大樓(11層含以上有電梯),住家用,鋼骨造,1050331,176.66,3,2,2,有,有,40000000,258832,坡道平面,33.7,3000000,,RPWOMLOLLHLGFBA28DA,84.18,3.76,6.34,有,034`,
};

/** The deal of one line, read as the importer reads the whole file. */
function dealAt(line: number) {
  const read = readRealPriceCsv([HEADER, ENGLISH_HEADER, LINES[line]].join('\r\n'), 'sale');
  expect(read.skipped).toEqual([]);
  return read.deals[0]!.deal;
}

describe('a row of the government’s file', () => {
  it('line 3: ROC dates, floors in Chinese numerals, full-width digits, 土地4建物2車位0', () => {
    const deal = dealAt(3);
    expect(deal).toMatchObject({
      serial: 'RPQNMLKKKHLGFFA47EA',
      districtName: '大安區',
      tradedOn: '2026-04-09',
      completedOn: '1981-08-03',
      ageYears: 44,
      address: '臺北市大安區羅斯福路二段41號二樓',
      landParcel: false,
      counts: { land: 4, building: 2, parking: 0 },
      floors: { floors: [2], parts: [], whole: false },
      totalFloors: 12,
      rooms: 5,
      halls: 2,
      bathrooms: 3,
      totalPrice: 350_000_000,
      areaPing: 255.78,
      // 413,937 元/m² as registered; no parking, so the same without it.
      unitPrice: 136.84,
      unitPriceExParking: 136.84,
      flags: ['balcony-enclosed'],
      special: false,
    });
    expect(deal.raw.編號).toBe('RPQNMLKKKHLGFFA47EA');
  });

  it('line 5: land named by 段 and 地號, with no floors, no building and no completion date', () => {
    expect(dealAt(5)).toMatchObject({
      target: '土地',
      address: '木柵段一小段307-9地號',
      landParcel: true,
      floors: { floors: [], parts: [], whole: false },
      totalFloors: null,
      completedOn: null,
      ageYears: null,
      areaPing: 3.03,
      unitPrice: 66.84,
    });
  });

  it('line 6: a deal between relatives is flagged special', () => {
    expect(dealAt(6)).toMatchObject({ flags: ['related-party'], special: true });
  });

  it('line 7: parking priced apart is taken out of the unit price', () => {
    const deal = dealAt(7);
    expect(deal).toMatchObject({ parkingPrice: 3_000_000, parkingType: '坡道平面' });
    // (22,800,000 − 3,000,000) over (104.96 − 32.05) m²: the registered 271,568 元/m² too.
    expect(deal.unitPriceExParking).toBe(89.77);
    expect(deal.unitPrice).toBe(89.77);
    expect(deal.flags).toEqual(['other-addition', 'mezzanine']);
  });

  it('line 8: parking sold inside the total (車位總價元 0) cannot be taken out', () => {
    const deal = dealAt(8);
    expect(deal.counts.parking).toBe(8);
    expect(deal.parkingPrice).toBe(0);
    expect(deal.unitPrice).toBe(43.69);
    expect(deal.unitPriceExParking).toBeNull();
  });

  it('line 11: a floor with a part beside it (四層，陽台)', () => {
    expect(dealAt(11).floors).toEqual({ floors: [4], parts: ['陽台'], whole: false });
  });

  it('line 22: an empty 建築完成年月 leaves the age unknown', () => {
    expect(dealAt(22)).toMatchObject({ completedOn: null, ageYears: null });
    expect(dealAt(22).floors.parts).toEqual(['陽台']);
  });

  it('line 27: a sale by the government is special', () => {
    expect(dealAt(27)).toMatchObject({ flags: ['government-sale'], special: true });
  });

  it('line 30: balcony enclosed and a rooftop addition, both kept as flags', () => {
    expect(dealAt(30)).toMatchObject({
      flags: ['balcony-enclosed', 'rooftop-addition'],
      special: false,
    });
  });

  it('line 35: parking alone, in a basement, with no 單價', () => {
    expect(dealAt(35)).toMatchObject({
      target: '車位',
      floors: { floors: [-2], parts: [], whole: false },
      unitPrice: null,
      unitPriceExParking: null,
      flags: ['parking-only'],
      special: true,
    });
  });

  it('lines 64 and 74: 十二層 and 二十層 of 二十六層', () => {
    expect(dealAt(64)).toMatchObject({ floors: { floors: [12] }, totalFloors: 14 });
    expect(dealAt(74)).toMatchObject({ floors: { floors: [20] }, totalFloors: 26 });
  });
});

describe('a file as published', () => {
  it('skips a malformed row with its line and reason, and imports the others', () => {
    const broken = LINES[6]!.replace('1150323', '115032');
    const short = LINES[7]!.split(',').slice(0, 20).join(',');
    const read = readRealPriceCsv(
      [HEADER, ENGLISH_HEADER, LINES[3], broken, short, LINES[8]].join('\r\n'),
      'sale',
    );
    expect(read.rows).toBe(4);
    expect(read.deals.map((deal) => deal.line)).toEqual([3, 6]);
    expect(read.skipped).toEqual([
      { line: 4, reason: '交易年月日 is not an ROC date: "115032"' },
      { line: 5, reason: '20 columns, the header has 33' },
    ]);
  });

  it('reads a file that starts with a byte-order mark', () => {
    const read = readRealPriceCsv(
      `\uFEFF${[HEADER, ENGLISH_HEADER, LINES[3]].join('\r\n')}`,
      'sale',
    );
    expect(read.deals).toHaveLength(1);
  });
});
