/** Facts shown on a rent detail page (also used for business rentals and transfers). */
export interface RentFacts {
  depositMonths: number;
  /** NT$ a month; 0 when included in the rent. */
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
  /** Percent of 權狀 area that is shared (公設比). */
  publicRatio: number;
  direction: string;
  fitment: string;
  parking: { type: string; price: number } | null;
  /** NT$ a month. */
  managementFee: number;
  priceHistory: { date: string; price: number }[];
  /** Starting bid round, for foreclosures. */
  auctionRound?: number;
}

export interface LandFacts {
  zoning: string;
  landCategory: string;
  roadWidth: number;
  frontage: number;
  depth: number;
  lotNumber: string;
  nuisances: string[];
  /** 法拍 land: the court auction's round (each round lowers the floor price). */
  foreclosure?: { round: number };
}

export interface BusinessFacts {
  /** Shops: street frontage in metres and the floor offered. */
  frontage?: number;
  floorText?: string;
  /** Offices: 坪 actually usable. */
  usableArea?: number;
  /** Factories. */
  ceilingHeight?: number;
  floorLoad?: number;
  powerKw?: number;
  /** Shop transfers (頂讓): what the fee buys. */
  transferIncludes?: string[];
  /** NT$ a month, for offices and live-and-work offices in managed buildings. */
  managementFee?: number;
  /** Months of rent held as deposit, for rentals and transfers. */
  depositMonths?: number;
  nearby: string[];
}

export interface ListingFacts {
  rent?: RentFacts;
  sale?: SaleFacts;
  land?: LandFacts;
  business?: BusinessFacts;
}
