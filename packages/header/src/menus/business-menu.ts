import type { HostMap } from '@591/config';
import type { MenuGroup } from './types.ts';

/** Listing types of the business and land lists: 1 rent, 2 sale, 6 shop transfer. */
const RENT = 1;
const SALE = 2;
const TRANSFER = 6;

/** Shops, offices, live-and-work offices, factories and land, each for rent and for sale. */
export function businessMenu(hosts: HostMap, regionId: number): MenuGroup[] {
  const business = (type: number, kind: number) =>
    `${hosts.business}/list?type=${type}&region=${regionId}&kind=${kind}`;
  const land = (type: number) => `${hosts.land}/list?type=${type}&region=${regionId}&kind=11`;
  return [
    {
      id: 'shop',
      title: '店面',
      links: [
        { label: '店面出租', href: business(RENT, 5) },
        { label: '店面出售', href: business(SALE, 5) },
        { label: '店面頂讓', href: business(TRANSFER, 5) },
      ],
    },
    {
      id: 'office',
      title: '辦公',
      links: [
        { label: '辦公出租', href: business(RENT, 6) },
        { label: '辦公出售', href: business(SALE, 6) },
        { label: '住辦出租', href: business(RENT, 12) },
        { label: '住辦出售', href: business(SALE, 12) },
      ],
    },
    {
      id: 'plant',
      title: '廠房',
      links: [
        { label: '廠房出租', href: business(RENT, 7) },
        { label: '廠房出售', href: business(SALE, 7) },
      ],
    },
    {
      id: 'land',
      title: '土地',
      links: [
        { label: '土地出租', href: land(RENT) },
        { label: '土地出售', href: land(SALE) },
      ],
    },
  ];
}
