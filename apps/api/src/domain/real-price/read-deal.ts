import type { RealPriceKind } from '@591/config';
import {
  type DealCounts,
  type DealFlag,
  dealCounts,
  dealFlags,
  halfWidth,
  ping,
  rocDate,
  SQUARE_METRES_PER_PING,
  type TransferFloors,
  tenThousandsPerPing,
  totalFloors,
  transferFloors,
  yearsBetween,
} from './deal-fields.ts';
import { type DealParts, parkingOfSpaces } from './deal-parts.ts';

/** A deal as the import keeps it: the row's facts read, and what is derived from them. */
export interface RealPriceDeal {
  /** 編號: the government's id of the deal, the import's key. */
  serial: string;
  kind: RealPriceKind;
  districtName: string;
  /** 交易標的: 房地(土地+建物), 土地, 車位, 房地(土地+建物)+車位, 建物. */
  target: string;
  /** 土地位置建物門牌 in half-width digits: a door number, or a land parcel's 段 and 地號. */
  address: string;
  /** The address is a land parcel (段/地號), not a door number. */
  landParcel: boolean;
  /** 使用分區 as registered: 都市土地使用分區, else the 非都市 zone and its 編定; '' if none. */
  zoning: string;
  tradedOn: string;
  counts: DealCounts;
  floors: TransferFloors;
  totalFloors: number | null;
  buildingType: string;
  mainUse: string;
  completedOn: string | null;
  /** Whole years from 建築完成年月 to the deal; null when the file leaves it empty. */
  ageYears: number | null;
  landAreaM2: number;
  buildingAreaM2: number;
  parkingAreaM2: number;
  /** The building's area in 坪, or the land's for a land deal. */
  areaPing: number;
  rooms: number | null;
  halls: number | null;
  bathrooms: number | null;
  /** NT$. */
  totalPrice: number;
  /** 萬/坪 as registered (parking included); null where the file has no 單價 (parking alone). */
  unitPrice: number | null;
  /** 萬/坪 without the parking, when it was priced apart or there was none; else null. */
  unitPriceExParking: number | null;
  parkingType: string;
  /** NT$; 0 when the parking was sold inside the total. */
  parkingPrice: number;
  remarks: string;
  /** 建案名稱 of a pre-sale, where the release's layout has it. */
  projectName: string | null;
  /** 出租型態 of a rental, where the release's layout has it. */
  rentalType: string | null;
  flags: DealFlag[];
  /** A price of another kind (related parties, parking alone...): flagged, never averaged. */
  special: boolean;
  /** The row as published, by its Chinese headers (under the names the reader uses). */
  raw: Record<string, string>;
  /** Its rows of the release's detail files; undefined when imported without them. */
  parts?: DealParts;
}

export type DealRead = { ok: true; deal: RealPriceDeal } | { ok: false; reason: string };

/** A number column: empty is `empty`, anything else not a number is a refusal. */
function numberIn(row: Record<string, string>, name: string, empty: number | null = 0) {
  const text = halfWidth(row[name] ?? '').trim();
  if (text === '') return { value: empty };
  const value = Number(text);
  return Number.isFinite(value) ? { value } : { error: `${name} is not a number: "${text}"` };
}

/**
 * One row of a real-price file, or why it cannot be imported (the importer reports it with
 * its line number and goes on with the next row).
 */
export function readDeal(
  row: Record<string, string>,
  kind: RealPriceKind,
  parts?: DealParts,
): DealRead {
  const refuse = (reason: string): DealRead => ({ ok: false, reason });
  const serial = (row.編號 ?? '').trim();
  if (!/^[A-Z0-9]{10,30}$/.test(serial)) return refuse(`編號 is missing or malformed: "${serial}"`);
  const dateText = row.交易年月日 ?? '';
  const tradedOn = rocDate(dateText);
  if (!tradedOn) return refuse(`交易年月日 is not an ROC date: "${dateText}"`);
  const counts = dealCounts(row.交易筆棟數 ?? '');
  if (!counts) return refuse(`交易筆棟數 is not 土地N建物N車位N: "${row.交易筆棟數 ?? ''}"`);
  const districtName = (row.鄉鎮市區 ?? '').trim();
  if (!districtName) return refuse('鄉鎮市區 is empty');

  const numbers = {
    total: numberIn({ total: row.總價元 ?? '' }, 'total', null),
    unit: numberIn(row, '單價元平方公尺', null),
    land: numberIn(row, '土地移轉總面積平方公尺'),
    building: numberIn(row, '建物移轉總面積平方公尺'),
    parkingArea: numberIn(row, '車位移轉總面積平方公尺'),
    parkingPrice: numberIn(row, '車位總價元'),
    rooms: numberIn(row, '建物現況格局-房', null),
    halls: numberIn(row, '建物現況格局-廳', null),
    bathrooms: numberIn(row, '建物現況格局-衛', null),
  };
  for (const [name, read] of Object.entries(numbers)) {
    if ('error' in read) return refuse(name === 'total' ? `總價元 ${read.error}` : read.error!);
  }
  const value = (name: keyof typeof numbers) => (numbers[name] as { value: number | null }).value;
  const totalPrice = value('total');
  if (totalPrice === null || totalPrice <= 0) return refuse('總價元 is empty');

  const buildingAreaM2 = value('building') ?? 0;
  const landAreaM2 = value('land') ?? 0;
  // The spaces of the `_park` file, where the release's detail was read, else the row's totals.
  const spaces = parts ? parkingOfSpaces(parts.parking) : null;
  const parkingAreaM2 = spaces?.areaM2 ?? value('parkingArea') ?? 0;
  const parkingPrice = spaces?.price ?? value('parkingPrice') ?? 0;
  const unitPriceM2 = value('unit');
  const completedOn = rocDate(row.建築完成年月 ?? '');
  const remarks = (row.備註 ?? '').trim();
  const address = halfWidth((row.土地位置建物門牌 ?? '').trim());

  return {
    ok: true,
    deal: {
      serial,
      kind,
      districtName,
      target: (row.交易標的 ?? '').trim(),
      address,
      landParcel: /地號$/.test(address),
      zoning: zoningOf(row),
      tradedOn,
      counts,
      floors: transferFloors(row.移轉層次 ?? ''),
      totalFloors: totalFloors(row.總樓層數 ?? ''),
      buildingType: (row.建物型態 ?? '').trim(),
      mainUse: (row.主要用途 ?? '').trim(),
      completedOn,
      ageYears: completedOn ? yearsBetween(completedOn, tradedOn) : null,
      landAreaM2,
      buildingAreaM2,
      parkingAreaM2,
      areaPing: ping(buildingAreaM2 > 0 ? buildingAreaM2 : landAreaM2),
      rooms: value('rooms'),
      halls: value('halls'),
      bathrooms: value('bathrooms'),
      totalPrice,
      unitPrice: unitPriceM2 === null ? null : tenThousandsPerPing(unitPriceM2),
      unitPriceExParking: unitPriceExParking({
        totalPrice,
        buildingAreaM2,
        parkingAreaM2,
        parkingPrice,
        parkingCount: counts.parking,
      }),
      parkingType: (row.車位類別 ?? '').trim(),
      parkingPrice,
      remarks,
      projectName: (row.建案名稱 ?? '').trim() || null,
      rentalType: (row.出租型態 ?? '').trim() || null,
      ...dealFlags(remarks),
      raw: row,
      parts,
    },
  };
}

function zoningOf(row: Record<string, string>): string {
  const urban = (row.都市土地使用分區 ?? '').trim();
  if (urban) return urban;
  return [row.非都市土地使用分區, row.非都市土地使用編定]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join('');
}

/**
 * 萬/坪 of the home alone: the total less the parking's price, over the area less the
 * parking's. Known only when the parking was priced apart, or there was none; a deal whose
 * parking is inside the total (車位總價元 0) cannot be split, and neither can a deal of
 * parking alone.
 */
function unitPriceExParking(deal: {
  totalPrice: number;
  buildingAreaM2: number;
  parkingAreaM2: number;
  parkingPrice: number;
  parkingCount: number;
}): number | null {
  const hasParking = deal.parkingCount > 0 || deal.parkingAreaM2 > 0;
  if (hasParking && deal.parkingPrice <= 0) return null;
  const area = deal.buildingAreaM2 - (hasParking ? deal.parkingAreaM2 : 0);
  if (area <= 0) return null;
  const price = deal.totalPrice - (hasParking ? deal.parkingPrice : 0);
  return Math.round((price / (area / SQUARE_METRES_PER_PING) / 10_000) * 100) / 100;
}
