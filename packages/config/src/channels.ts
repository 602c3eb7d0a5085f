import type { HostMap } from './hosts.ts';

/** The ten header channels, in the specification's order. */
export const CHANNEL_IDS = [
  'home',
  'newhouse',
  'sale',
  'rent',
  'land',
  'shop',
  'office',
  'plant',
  'market',
  'news',
] as const;

export type ChannelId = (typeof CHANNEL_IDS)[number];

export interface Channel {
  id: ChannelId;
  name: string;
  href: string;
}

export const CHANNEL_NAMES: Record<ChannelId, string> = {
  home: '首頁',
  newhouse: '新建案',
  sale: '中古屋',
  rent: '租屋',
  land: '土地',
  shop: '店面',
  office: '辦公',
  plant: '廠房',
  market: '找社區',
  news: '新聞',
};

/** Channel links carry the visitor's region, as the specification's header section lists them. */
export function channelHref(id: ChannelId, hosts: HostMap, regionId: number): string {
  const businessList = (kind: number) =>
    `${hosts.business}/list?type=1&region=${regionId}&kind=${kind}`;
  switch (id) {
    case 'home':
      return `${hosts.www}/`;
    case 'newhouse':
      return `${hosts.newhouse}/`;
    case 'sale':
      return `${hosts.sale}/?shType=list&regionid=${regionId}`;
    case 'rent':
      return `${hosts.rent}/list?region=${regionId}`;
    case 'land':
      return `${hosts.land}/list?type=2&region=${regionId}&kind=11`;
    case 'shop':
      return businessList(5);
    case 'office':
      return businessList(6);
    case 'plant':
      return businessList(7);
    case 'market':
      return `${hosts.market}/list`;
    case 'news':
      return `${hosts.news}/`;
  }
}

export function channels(hosts: HostMap, regionId: number): Channel[] {
  return CHANNEL_IDS.map((id) => ({
    id,
    name: CHANNEL_NAMES[id],
    href: channelHref(id, hosts, regionId),
  }));
}
