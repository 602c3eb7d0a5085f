import { type ChannelId, channels, type HostMap } from '@591/config';
import { useMenus } from './menu-context.ts';
import { channelMenuName } from './menu-names.ts';
import { hasChannelMenu } from './menus/channel-menus.ts';
import { trackChannelClick } from './nav-tracking.ts';

/**
 * The ten channel links. A channel with a dropdown gets a toggle button next to its link;
 * the panels live outside the nav (see ChannelPanels) so it holds exactly the ten links.
 */
export function ChannelNav({
  hosts,
  regionId,
  activeChannel,
}: {
  hosts: HostMap;
  regionId: number;
  activeChannel: ChannelId;
}) {
  const menus = useMenus();
  return (
    <nav className="h591__nav" aria-label="主要頻道">
      <ul className="h591__channels">
        {channels(hosts, regionId).map((channel) => {
          const menuName = hasChannelMenu(channel.id) ? channelMenuName(channel.id) : null;
          return (
            <li
              key={channel.id}
              className="h591__channel-item"
              {...(menuName ? menus.hoverProps(menuName) : {})}
            >
              <a
                className="h591__channel"
                href={channel.href}
                data-channel={channel.id}
                aria-current={channel.id === activeChannel ? 'page' : undefined}
                onClick={() => trackChannelClick(channel.id)}
              >
                {channel.name}
              </a>
              {menuName ? (
                <button
                  className="h591__channel-toggle"
                  aria-label={`${channel.name}選單`}
                  {...menus.buttonProps(menuName)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
