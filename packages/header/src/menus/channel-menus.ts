import type { ChannelId, HostMap } from '@591/config';
import { businessMenu } from './business-menu.ts';
import { landMenu } from './land-menu.ts';
import { newhouseMenu } from './newhouse-menu.ts';
import { rentMenu } from './rent-menu.ts';
import { saleMenu } from './sale-menu.ts';
import type { MenuGroup } from './types.ts';

/** The channels that open a dropdown; the rest are plain links. */
export const CHANNELS_WITH_MENU = [
  'newhouse',
  'sale',
  'rent',
  'land',
  'shop',
  'office',
  'plant',
] as const satisfies readonly ChannelId[];

export type ChannelWithMenu = (typeof CHANNELS_WITH_MENU)[number];

export function hasChannelMenu(id: ChannelId): id is ChannelWithMenu {
  return (CHANNELS_WITH_MENU as readonly ChannelId[]).includes(id);
}

/** Each dropdown's groups; shop, office and factory share the business mega-menu. */
export function channelMenu(id: ChannelWithMenu, hosts: HostMap, regionId: number): MenuGroup[] {
  switch (id) {
    case 'newhouse':
      return newhouseMenu(hosts, regionId);
    case 'sale':
      return saleMenu(hosts, regionId);
    case 'rent':
      return rentMenu(hosts, regionId);
    case 'land':
      return landMenu(hosts, regionId);
    case 'shop':
    case 'office':
    case 'plant':
      return businessMenu(hosts, regionId);
  }
}
