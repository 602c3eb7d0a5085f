/**
 * 屋主委託: an owner asks the brokers of the home's district to sell (entryType 5) or let
 * (entryType 6) it, the header's 屋主委託售屋 and 屋主委託出租.
 */
export const ENTRUST_PURPOSES = [
  { entryType: 5, purpose: 'sale', name: '委託售屋', priceUnit: '萬' },
  { entryType: 6, purpose: 'rent', name: '委託出租', priceUnit: '元/月' },
] as const;

export type EntrustPurpose = (typeof ENTRUST_PURPOSES)[number]['purpose'];

/** How many brokers may accept one request: the owner hears from a few, not the whole district. */
export const ENTRUST_MAX_ACCEPTED = 3;
