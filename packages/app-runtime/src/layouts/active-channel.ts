import type { ChannelId } from '@591/config';
import type { PageType } from '@591/router';

const CHANNEL_OF_PAGE_TYPE: Record<PageType, ChannelId> = {
  home: 'home',
  sale: 'sale',
  rent: 'rent',
  land: 'land',
  business: 'shop',
  newhouse: 'newhouse',
};

export function channelOfPageType(pageType: PageType): ChannelId {
  return CHANNEL_OF_PAGE_TYPE[pageType];
}
