import type { ChannelId } from '@591/config';

export function channelMenuName(channel: ChannelId): string {
  return `channel-${channel}`;
}

export const TOOL_MENUS = {
  post: 'post',
  help: 'help',
  apps: 'apps',
  member: 'member',
} as const;
