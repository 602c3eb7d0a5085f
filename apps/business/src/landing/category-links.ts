import { createHostMap } from '@591/config';

export interface CategoryGroup {
  id: string;
  title: string;
  links: { label: string; to: string; external?: boolean }[];
}

/**
 * The header's business menu as the landing's entries: each kind for rent and for sale (and
 * shops for transfer), in the same order and with the same list URLs. Land lives on its own
 * host, so its links are absolute.
 */
export function categoryGroups(regionId: number): CategoryGroup[] {
  const list = (type: number, kind: number) => `list?type=${type}&region=${regionId}&kind=${kind}`;
  const land = (type: number) =>
    `${createHostMap().land}/list?type=${type}&region=${regionId}&kind=11`;
  return [
    {
      id: 'shop',
      title: '店面',
      links: [
        { label: '店面出租', to: list(1, 5) },
        { label: '店面出售', to: list(2, 5) },
        { label: '店面頂讓', to: list(6, 5) },
      ],
    },
    {
      id: 'office',
      title: '辦公',
      links: [
        { label: '辦公出租', to: list(1, 6) },
        { label: '辦公出售', to: list(2, 6) },
        { label: '住辦出租', to: list(1, 12) },
        { label: '住辦出售', to: list(2, 12) },
      ],
    },
    {
      id: 'plant',
      title: '廠房',
      links: [
        { label: '廠房出租', to: list(1, 7) },
        { label: '廠房出售', to: list(2, 7) },
      ],
    },
    {
      id: 'land',
      title: '土地',
      links: [
        { label: '土地出租', to: land(1), external: true },
        { label: '土地出售', to: land(2), external: true },
      ],
    },
  ];
}
