import {
  FACTORY_KIND,
  type HostMap,
  LAND_KIND,
  LISTING_TYPE,
  LIVE_WORK_KIND,
  listingKindName,
  listingTypeName,
  OFFICE_KIND,
  SHOP_KIND,
  sectionOf,
} from '@591/config';
import type { MenuGroup } from './types.ts';

const { rent: RENT, sale: SALE } = LISTING_TYPE;

/**
 * The menu's columns of commercial kinds (@591/config's COMMERCIAL_KINDS, a test holds them
 * equal), each titled by its first kind: offices and live-and-work offices share one.
 */
export const BUSINESS_MENU_GROUPS = [
  { id: 'shop', kinds: [SHOP_KIND] },
  { id: 'office', kinds: [OFFICE_KIND, LIVE_WORK_KIND] },
  { id: 'plant', kinds: [FACTORY_KIND] },
  { id: 'land', kinds: [LAND_KIND] },
] as const;

/** Only a shop is taken over (頂讓); every other kind is let or sold. */
const typesOf = (kind: number): readonly number[] =>
  kind === SHOP_KIND ? sectionOf('business').types : [RENT, SALE];

/** Shops, offices, live-and-work offices, factories and land, each for rent and for sale. */
export function businessMenu(hosts: HostMap, regionId: number): MenuGroup[] {
  const href = (type: number, kind: number) =>
    `${kind === LAND_KIND ? hosts.land : hosts.business}/list?type=${type}&region=${regionId}&kind=${kind}`;
  return BUSINESS_MENU_GROUPS.map(({ id, kinds }) => ({
    id,
    title: listingKindName(kinds[0])!,
    links: kinds.flatMap((kind) =>
      typesOf(kind).map((type) => ({
        label: `${listingKindName(kind)}${listingTypeName(type)}`,
        href: href(type, kind),
      })),
    ),
  }));
}
