import { type ChannelId, channels, createHostMap } from '@591/config';
import { displayName, useUserStore } from '@591/identity';
import { HEADER_CSS } from './header-styles.ts';
import { HEADER_RELEASE } from './release.ts';

export interface HeaderProps {
  /** The channel to mark as current; the page type of the page being shown. */
  activeChannel?: ChannelId;
  regionId?: number;
}

export function Header({ activeChannel = 'home', regionId = 1 }: HeaderProps) {
  const hosts = createHostMap();
  return (
    <header className="h591" data-header-release={HEADER_RELEASE}>
      <style href="@591/header" precedence="default">
        {HEADER_CSS}
      </style>
      <div className="h591__inner">
        <a className="h591__logo" href={`${hosts.www}/`} aria-label="591房屋交易網 首頁">
          591
        </a>
        <nav className="h591__nav" aria-label="主要頻道">
          <ul className="h591__channels">
            {channels(hosts, regionId).map((channel) => (
              <li key={channel.id}>
                <a
                  className="h591__channel"
                  href={channel.href}
                  data-channel={channel.id}
                  aria-current={channel.id === activeChannel ? 'page' : undefined}
                >
                  {channel.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <MemberLinks userHost={hosts.user} />
      </div>
    </header>
  );
}

function MemberLinks({ userHost }: { userHost: string }) {
  const isLogin = useUserStore((user) => user.isLogin);
  const realName = useUserStore((user) => user.realName);
  const sex = useUserStore((user) => user.sex);
  if (isLogin) {
    return (
      <div className="h591__member">
        <span data-testid="header-user">{displayName(realName, sex)}</span>
        <a href={`${userHost}/logout`}>登出</a>
      </div>
    );
  }
  return (
    <div className="h591__member">
      <a href={`${userHost}/login`}>登入</a>
      <a href={`${userHost}/register`}>註冊</a>
    </div>
  );
}
