import { type HostMap, logoutActionUrl, returnTargetOf } from '@591/config';
import { displayName, useMemberPageLink, useUserStore } from '@591/identity';
import type { FormEvent } from 'react';
import { TOOL_MENUS } from './menu-names.ts';
import {
  CENTRE_LINK,
  COUNTED_LINKS,
  type MemberPageLink,
  VISITOR_LINKS,
} from './menus/member-menu.ts';
import { ToolMenu } from './tool-menu.tsx';
import { useUnreadCounts } from './use-unread-counts.ts';

function MemberPageAnchor({
  link,
  hosts,
  className,
}: {
  link: MemberPageLink;
  hosts: HostMap;
  className?: string;
}) {
  const props = useMemberPageLink(link.page, hosts.user);
  return (
    <a className={className} {...props}>
      {link.label}
    </a>
  );
}

/**
 * 登出 as a plain form posting to the API, which ends the session and sends the browser back to
 * the page (a POST: no link or image elsewhere logs anyone out). The menu shows only once the
 * member is known, in the browser, so the page is read at render and again at submit, since
 * in-app navigations move on.
 */
function LogoutButton({ hosts }: { hosts: HostMap }) {
  const actionFrom = (pageUrl: string) =>
    logoutActionUrl(returnTargetOf(pageUrl, hosts.user), hosts.api);
  const pointAtPageInUse = (event: FormEvent<HTMLFormElement>) => {
    event.currentTarget.action = actionFrom(window.location.href);
  };
  return (
    <form
      method="post"
      action={
        typeof window === 'undefined' ? actionFrom(hosts.www) : actionFrom(window.location.href)
      }
      onSubmit={pointAtPageInUse}
    >
      <button type="submit">登出</button>
    </form>
  );
}

/** Login and register for visitors; the member's name opening their menu once logged in. */
export function MemberMenu({ hosts }: { hosts: HostMap }) {
  const isLogin = useUserStore((user) => user.isLogin);
  const realName = useUserStore((user) => user.realName);
  const sex = useUserStore((user) => user.sex);
  const unread = useUnreadCounts(isLogin);
  if (!isLogin) {
    return (
      <div className="h591__auth">
        {VISITOR_LINKS.map((link) => (
          <MemberPageAnchor key={link.page} link={link} hosts={hosts} className="h591__auth-link" />
        ))}
      </div>
    );
  }
  return (
    <ToolMenu
      name={TOOL_MENUS.member}
      label={
        <>
          <span data-testid="header-user">{displayName(realName, sex)}</span>
          {unread.alerts > 0 && (
            <span className="h591__badge" data-testid="header-unread">
              <span aria-hidden="true">{unread.alerts}</span>
              <span className="h591__sr">，{unread.alerts} 則未讀通知</span>
            </span>
          )}
        </>
      }
      variant="member"
    >
      <ul className="h591__tool-list">
        <li>
          <MemberPageAnchor link={CENTRE_LINK} hosts={hosts} />
        </li>
        {COUNTED_LINKS.map(({ path, label, count }) => (
          <li key={path}>
            <a href={`${hosts.user}/center/${path}`} data-testid={`header-${path}`}>
              {label}
              {unread[count] > 0 && `（${unread[count]} 則未讀）`}
            </a>
          </li>
        ))}
        <li>
          <LogoutButton hosts={hosts} />
        </li>
      </ul>
    </ToolMenu>
  );
}
