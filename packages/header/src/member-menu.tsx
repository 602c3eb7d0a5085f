import type { HostMap } from '@591/config';
import { displayName, useUserStore } from '@591/identity';
import { MenuAnchor } from './menu-groups.tsx';
import { TOOL_MENUS } from './menu-names.ts';
import { memberLinks, visitorLinks } from './menus/member-menu.ts';
import { ToolMenu } from './tool-menu.tsx';

/** Login and register for visitors; the member's name opening their menu once logged in. */
export function MemberMenu({ hosts }: { hosts: HostMap }) {
  const isLogin = useUserStore((user) => user.isLogin);
  const realName = useUserStore((user) => user.realName);
  const sex = useUserStore((user) => user.sex);
  if (!isLogin) {
    return (
      <div className="h591__auth">
        {visitorLinks(hosts).map((link) => (
          <MenuAnchor key={link.label} link={link} className="h591__auth-link" />
        ))}
      </div>
    );
  }
  return (
    <ToolMenu
      name={TOOL_MENUS.member}
      label={<span data-testid="header-user">{displayName(realName, sex)}</span>}
      variant="member"
    >
      <ul className="h591__tool-list">
        {memberLinks(hosts).map((link) => (
          <li key={link.label}>
            <MenuAnchor link={link} />
          </li>
        ))}
      </ul>
    </ToolMenu>
  );
}
