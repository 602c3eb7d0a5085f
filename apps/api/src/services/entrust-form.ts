import { type EntrustPurpose, mobileDigits, REAL_PRICE_BUILDING_TYPES } from '@591/config';
import type { EntrustBody, EntrustField } from '@591/contract';
import { FieldError } from '../lib/http-errors.ts';
import type { LocationCatalog } from './location-catalog.ts';

/** What an owner's request stores, checked. */
export interface EntrustFields {
  purpose: EntrustPurpose;
  regionId: number;
  districtId: number;
  address: string;
  homeType: string;
  area: number;
  rooms: number | null;
  price: number;
  contactName: string;
  mobile: string;
  note: string;
}

/** The asking price's bounds: 萬 for a sale, 元 a month for a rental. */
const PRICE_BOUNDS = {
  sale: { min: 1, max: 1_000_000, message: '請填寫期望售價（1 至 1,000,000 萬）' },
  rent: { min: 1_000, max: 10_000_000, message: '請填寫期望租金（每月 1,000 元以上）' },
} as const;

/** Counted in characters as people see them, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

/** A number as people type it: full-width digits and thousands separators allowed. */
function numberOf(typed: string | undefined): number | null {
  const text = (typed ?? '')
    .trim()
    .replace(/[０-９．]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replaceAll(',', '');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/**
 * The road of an address (忠孝東路四段 of 忠孝東路四段100號5樓): what brokers see before they
 * accept; the door number and floor only once they have.
 */
export function roadOf(address: string): string {
  const road = /^.*?(?:大道|路|街)(?:[一二三四五六七八九十]+段)?/.exec(address);
  return road ? road[0] : address.replace(/\d.*$/, '');
}

/**
 * Checks an owner's request as typed, in the form's words: the first field that is wrong
 * throws a FieldError naming it.
 */
export function entrustFields(body: EntrustBody, catalog: LocationCatalog): EntrustFields {
  const refuse = (field: EntrustField, message: string): never => {
    throw new FieldError(field, message);
  };
  const region = catalog.regionById.get(Number(body.regionId));
  if (!region) refuse('regionId', '請選擇縣市');
  const district = catalog.districtById.get(Number(body.districtId));
  if (!district || district.regionId !== region!.id) refuse('districtId', '請選擇鄉鎮市區');
  // The city and district are chosen above; an address typed with them keeps the rest.
  const address = (body.address ?? '')
    .trim()
    .replace(/\s+/g, '')
    .replace(new RegExp(`^(${region!.name})?(${district!.name})?`), '');
  if (lengthOf(address) > 60 || !/(大道|路|街).*\d+號/.test(address)) {
    refuse('address', '請填寫路名與門牌號碼，例如 忠孝東路四段100號5樓');
  }
  const homeType = REAL_PRICE_BUILDING_TYPES.find((type) => type.id === body.homeType);
  if (!homeType) refuse('homeType', '請選擇房屋類型');
  const area = numberOf(body.area);
  if (area === null || area < 1 || area > 10_000) refuse('area', '請填寫坪數（1 至 10,000 坪）');
  const roomsTyped = body.rooms?.trim() ?? '';
  const rooms = roomsTyped === '' ? null : numberOf(roomsTyped);
  if (rooms !== null && (!Number.isInteger(rooms) || rooms > 20)) {
    refuse('rooms', '房數請填 0 至 20 的整數，或留空');
  }
  const bounds = PRICE_BOUNDS[body.purpose];
  const price = numberOf(body.price);
  if (price === null || !Number.isInteger(price) || price < bounds.min || price > bounds.max) {
    refuse('price', bounds.message);
  }
  const contactName = body.name?.trim() ?? '';
  if (lengthOf(contactName) < 1 || lengthOf(contactName) > 20) {
    refuse('name', '請填寫聯絡人姓名（1 至 20 個字）');
  }
  const mobile = mobileDigits(body.mobile ?? '');
  if (!mobile) refuse('mobile', '請填寫正確的手機號碼，例如 0912-345-678');
  const note = body.note?.trim() ?? '';
  if (lengthOf(note) > 500) refuse('note', '補充說明請在 500 個字以內');
  return {
    purpose: body.purpose,
    regionId: region!.id,
    districtId: district!.id,
    address,
    homeType: homeType!.id,
    area: area!,
    rooms,
    price: price!,
    contactName,
    mobile: mobile!,
    note,
  };
}
