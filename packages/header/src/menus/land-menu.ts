import type { HostMap } from '@591/config';
import type { MenuGroup } from './types.ts';

export function landMenu(hosts: HostMap, regionId: number): MenuGroup[] {
  const list = (type: number) => `${hosts.land}/list?type=${type}&region=${regionId}&kind=11`;
  const map = (mode: 'in-sale' | 'real-price') =>
    `${hosts.land}/map?region_id=${regionId}&mode=${mode}`;
  return [
    {
      id: 'list',
      title: '找土地',
      links: [
        { label: '土地出售', href: list(2) },
        { label: '土地出租', href: list(1) },
      ],
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
