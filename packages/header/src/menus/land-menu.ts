import { type HostMap, LAND_DEALS, LAND_KIND } from '@591/config';
import type { MenuGroup } from './types.ts';

export function landMenu(hosts: HostMap, regionId: number): MenuGroup[] {
  const list = (type: number) =>
    `${hosts.land}/list?type=${type}&region=${regionId}&kind=${LAND_KIND}`;
  const map = (mode: 'in-sale' | 'real-price') =>
    `${hosts.land}/map?region_id=${regionId}&mode=${mode}`;
  return [
    {
      id: 'list',
      title: '找土地',
      links: LAND_DEALS.map((deal) => ({ label: `土地${deal.name}`, href: list(deal.id) })),
    },
    {
      id: 'map',
      title: '土地地圖',
      links: [
        { label: '找土地地圖', href: map('in-sale') },
        { label: '實價登錄地圖', href: map('real-price') },
      ],
    },
  ];
}
