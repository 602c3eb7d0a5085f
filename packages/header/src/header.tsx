import { type ChannelId, createHostMap } from '@591/config';
import { AppMenu } from './app-menu.tsx';
import { ChannelNav } from './channel-nav.tsx';
import { ChannelPanels } from './channel-panels.tsx';
import { HelpMenu } from './help-menu.tsx';
import { MemberMenu } from './member-menu.tsx';
import { MenuContext } from './menu-context.ts';
import { PostMenu } from './post-menu.tsx';
import { HEADER_RELEASE } from './release.ts';
import { HEADER_CSS } from './styles/header-css.ts';
import { useDrawer } from './use-drawer.ts';
import { useMenuController } from './use-menu-controller.ts';
import { useRegionId } from './use-region-id.ts';

export interface HeaderProps {
  /** The channel to mark as current; the page type of the page being shown. */
  activeChannel?: ChannelId;
  /** Overrides the region the links carry; by default the visitor's region cookie. */
  regionId?: number;
}

/**
 * The site header. It renders the same markup on the server and in the browser: cookies are
 * read after mount, and the bar keeps a fixed height so nothing below it moves.
 */
export function Header({ activeChannel = 'home', regionId }: HeaderProps) {
  const hosts = createHostMap();
  const region = useRegionId(regionId);
  const menus = useMenuController();
  const drawer = useDrawer();
  return (
    <header className="h591" data-header-release={HEADER_RELEASE}>
      <style href="@591/header" precedence="default">
        {HEADER_CSS}
      </style>
      <MenuContext value={menus}>
        <div className="h591__bar">
          <a className="h591__logo" href={`${hosts.www}/`} aria-label="591房屋交易網 首頁">
            <span className="h591__logo-mark">591</span>
            <span className="h591__logo-text">房屋交易網</span>
          </a>
          <button className="h591__drawer-toggle" {...drawer.toggleProps}>
            <span className="h591__burger" aria-hidden="true" />
            選單
          </button>
          <div className="h591__drawer" id={drawer.id} data-open={drawer.open || undefined}>
            <ChannelNav hosts={hosts} regionId={region} activeChannel={activeChannel} />
            <div className="h591__tools">
              <PostMenu hosts={hosts} />
              <HelpMenu hosts={hosts} />
              <AppMenu hosts={hosts} />
              <MemberMenu hosts={hosts} />
            </div>
          </div>
        </div>
        <ChannelPanels hosts={hosts} regionId={region} />
      </MenuContext>
    </header>
  );
}
