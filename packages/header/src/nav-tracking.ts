import type { ChannelId } from '@591/config';
import { pushToDataLayer } from '@591/tracking';

export function trackChannelClick(channel: ChannelId): void {
  pushToDataLayer({ event: 'click', label: `header-nav_${channel}` });
}
