import type { HostMap } from '@591/config';
import { useId } from 'react';
import { useMenus } from './menu-context.ts';
import { MenuGroups } from './menu-groups.tsx';
import { channelMenuName } from './menu-names.ts';
import { CHANNELS_WITH_MENU, channelMenu } from './menus/channel-menus.ts';

/** The channel dropdowns: full-width panels overlaying the page under the header bar. */
export function ChannelPanels({ hosts, regionId }: { hosts: HostMap; regionId: number }) {
  const menus = useMenus();
  const idPrefix = useId();
  return CHANNELS_WITH_MENU.map((channel) => {
    const name = channelMenuName(channel);
    return (
      <div
        key={channel}
        className="h591__mega"
        data-channel={channel}
        {...menus.panelProps(name)}
        {...menus.hoverProps(name)}
      >
        <div className="h591__mega-inner">
          <MenuGroups
            groups={channelMenu(channel, hosts, regionId)}
            idPrefix={`${idPrefix}${channel}`}
          />
        </div>
      </div>
    );
  });
}
