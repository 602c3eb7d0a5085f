/** What a monthly rent may include, as the posting form offers it and the listing shows it. */
export const RENT_INCLUDES = [
  { code: 'management', name: '管理費' },
  { code: 'water', name: '水費' },
  { code: 'electricity', name: '電費' },
  { code: 'gas', name: '瓦斯' },
  { code: 'internet', name: '網路' },
  { code: 'cable', name: '第四台' },
] as const;

/** Who posts a listing, with listings.poster_role's id: a broker must give a licence number. */
export const POSTER_ROLES = [
  { code: 'owner', name: '屋主', id: 1 },
  { code: 'agent', name: '代理人', id: 3 },
  { code: 'broker', name: '仲介', id: 2 },
] as const;

export type PosterRoleCode = (typeof POSTER_ROLES)[number]['code'];

/**
 * What a poster has typed so far. Every field is optional until publishing; each is checked
 * for type and range as it is saved, so a draft never holds what could not be published.
 */
export interface DraftFields {
  kind?: number;
  regionId?: number;
  districtId?: number;
  /** Road, lane and alley, e.g. 復興南路一段 100巷. */
  road?: string;
  /** The house number: hidden from visitors unless `showNumber`. */
  number?: string;
  showNumber?: boolean;
  lat?: number;
  lng?: number;
  title?: string;
  description?: string;
  /** NT$ a month for rentals and transfers, 萬 for sales. */
  price?: number;
  depositMonths?: number;
  /** NT$ a month. */
  managementFee?: number;
  rentIncludes?: string[];
  /** 坪: 權狀 for sales, the rented area otherwise. */
  area?: number;
  mainArea?: number;
  publicArea?: number;
  rooms?: number;
  livingRooms?: number;
  bathrooms?: number;
  floor?: number;
  totalFloors?: number;
  age?: number;
  features?: string[];
  posterRole?: PosterRoleCode;
  /** 經紀人證號: required of a broker (仲介), shown on the listing. */
  brokerLicence?: string;
}
