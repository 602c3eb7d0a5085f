import { regionParamOf } from '@591/config';
import { apiClient } from './clients.ts';

export type Section = 'rent' | 'sale' | 'land' | 'business';

/** A listing photo: `src` is 640 px WebP; `srcset` has 320, 640 and 1280 px per format. */
export interface Photo {
  width: number;
  height: number;
  src: string;
  srcset: { avif: string; webp: string };
}

export type ListingStatus = 'active' | 'paused' | 'closed';

export interface ListingConfirmation {
  /** ISO time of the last confirmation. */
  at: string;
  daysAgo: number;
  /** Unconfirmed for 14 days: shown last in results, with a warning. */
  stale: boolean;
  /** Unconfirmed for 30 days: out of search until confirmed. */
  expired: boolean;
}

/** A listing as search results show it (the API's card shape; only the fields pages use). */
export interface ListingCard {
  id: number;
  section: Section;
  /** 1 rent, 2 sale, 6 shop transfer. */
  type: number;
  typeName: string;
  kind: number;
  kindName: string;
  title: string;
  regionId: number;
  regionName: string;
  districtId: number;
  districtName: string;
  address: string;
  community: { id: number; name: string } | null;
  lat: number;
  lng: number;
  price: number;
  priceUnit: string;
  /** How much the price came down, in the price's unit; null when it did not. */
  priceDrop: number | null;
  /** 萬/坪, for sales. */
  unitPrice: number | null;
  area: number;
  /** 主建物 in 坪, for sales. */
  mainArea: number | null;
  layout: string | null;
  floorText: string | null;
  /** Building age in years. */
  age: number | null;
  buildingTypeName: string | null;
  /** Land: the use zone (第一種住宅區 … 山坡地保育區) and the width in 米 of the road it faces. */
  zoneName?: string | null;
  roadWidth?: number | null;
  /** Shops (and land): street frontage in 米. */
  frontage?: number | null;
  /** 頂讓金 in 萬, for shop transfers (type 6). */
  transferFee?: number | null;
  tags: { code: string; name: string }[];
  /** Sale labels: 1 降價, 10 必看好房, 13 急售. */
  labels: { id: number; name: string }[];
  posterRole: number;
  posterRoleName: string;
  metro: {
    stationId: number;
    stationName: string;
    lineName: string;
    walkMetres: number;
  } | null;
  cover: Photo | null;
  photoCount: number;
  viewCount: number;
  /** active (in search), paused by its poster, or closed: rented or sold. */
  status: ListingStatus;
  /** When the poster last confirmed it is available; null for listings with no poster to ask. */
  confirmation: ListingConfirmation | null;
  postedAt: string;
  updatedAt: string;
}

export interface RentFacts {
  depositMonths: number;
  managementFee: number;
  minLeaseMonths: number;
  moveIn: string;
  includes: string[];
  equipment: string[];
  rules: { gender: string; pets: boolean; cooking: boolean; identity: string };
  parkingFee: number | null;
}

export interface SaleFacts {
  mainArea: number;
  publicArea: number;
  /** 公設比 in %. */
  publicRatio: number;
  direction: string;
  fitment: string;
  parking: { type: string; price: number } | null;
  managementFee: number;
  priceHistory: { date: string; price: number }[];
  auctionRound?: number;
}

export interface LandFacts {
  zoning: string;
  /** 使用地類別, or 都市計畫內 for urban land. */
  landCategory: string;
  /** 米. */
  roadWidth: number;
  frontage: number;
  depth: number;
  lotNumber: string;
  nuisances: string[];
  /** Court auctions (法拍): the round, 1–4. */
  foreclosure?: { round: number };
}

/** GET /v1/listings/:id: the card plus what a detail page shows. */
export interface ListingDetail extends Omit<ListingCard, 'community'> {
  description: string;
  photos: Photo[];
  /** `licence`: a broker's 經紀人證號, shown with their listings; null for other posters. */
  poster: { role: number; roleName: string; name: string; licence?: string | null };
  facts: { rent?: RentFacts; sale?: SaleFacts; land?: LandFacts; [section: string]: unknown };
  community: {
    id: number;
    name: string;
    address: string;
    builtYear: number;
    age: number;
    households: number;
    totalFloors: number;
    managementFeePerPing: number;
  } | null;
  university: { id: number; name: string } | null;
  businessCircle: { id: number; name: string } | null;
}

export interface ListingPage {
  total: number;
  page: number;
  pageSize: number;
  items: ListingCard[];
}

/** GET /v1/{section}/listings with the page's own URL parameters (region, kind, price...). */
export function searchListings(
  section: Section,
  params: URLSearchParams,
  signal?: AbortSignal,
): Promise<ListingPage> {
  return apiClient('api').get(`v1/${section}/listings`, { searchParams: params, signal }).json();
}

/** A listing by id, or null when there is none with that id. */
export async function fetchListing(id: number): Promise<ListingDetail | null> {
  const response = await apiClient('api').get(`v1/listings/${id}`, { throwHttpErrors: false });
  if (response.status === 404) return null;
  if (!response.ok) {
    // The response goes with the error, so pages can tell a rate limit from a fault.
    throw Object.assign(new Error(`Listing ${id} could not be loaded (HTTP ${response.status})`), {
      response,
    });
  }
  return response.json();
}

/** One choice of a list filter, in the form the search takes. */
export interface FilterOption {
  id: string | number;
  name: string;
}

/** GET /v1/{section}/filters: the list page's choices for a region, type and kind. */
export interface ListingFilters {
  types: FilterOption[];
  kinds: FilterOption[];
  price: FilterOption[];
  area: FilterOption[];
  houseage: FilterOption[];
  rooms: FilterOption[];
  buildingTypes: FilterOption[];
  features: { code: string; name: string }[];
  labels: FilterOption[];
  posterRoles: FilterOption[];
  orders: FilterOption[];
  /**
   * Land only (the API sends them empty elsewhere): use zones 1–9, road width bands in 米 and
   * special kinds of land. Optional so section apps may narrow them in their own types.
   */
  zones?: FilterOption[];
  roadWidths?: FilterOption[];
  specials?: FilterOption[];
  /** Business only (empty elsewhere): 1 一樓, 2 二樓以上, 3 地下室, and frontage bands in 米. */
  floors?: FilterOption[];
  frontages?: FilterOption[];
}

/** The filter choices for the search in `params` (its region, type and kind decide the bands). */
export function fetchFilters(section: Section, params: URLSearchParams): Promise<ListingFilters> {
  const region = regionParamOf(params);
  const searchParams: Record<string, string> = {};
  if (region) searchParams.region = region;
  for (const key of ['type', 'kind'] as const) {
    const value = params.get(key);
    // Bands depend on one kind; with several chosen the section's general bands apply.
    if (value && /^\d+$/.test(value)) searchParams[key] = value;
  }
  return apiClient('api').get(`v1/${section}/filters`, { searchParams }).json();
}
