import { displayName, useUserStore } from '@591/identity';
import { NavLink, Outlet } from '@591/react-router';
import { useHasStarted } from '@591/ui';
import { useMemberGate } from '../auth/use-member-gate.ts';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import { CENTER_CSS } from './center-styles.ts';
import { CENTER_TABS } from './center-tabs.ts';

/**
 * 會員中心: the member's menu beside the section chosen. Only for members: a visitor is sent
 * to log in and brought back here, by the check of who is logged in or by the tab's refused
 * read, whichever answers first. The frame is the first HTML; the member's own records fill
 * the panel, whose room is kept from the start.
 */
export function Component() {
  const gate = useMemberGate();
  const name = useUserStore((user) => displayName(user.realName, user.sex));
  const role = useUserStore((user) => user.role);
  // A staff tab joins the menu once the page runs and knows who is logged in, so the
  // server's HTML and its hydration agree.
  const started = useHasStarted();
  const tabs = CENTER_TABS.filter((tab) => !tab.role || (started && tab.role === role));
  return (
    <div className="center">
      <style href="@591/user/center" precedence="default">
        {`${MEMBER_FORM_CSS}${CENTER_CSS}`}
      </style>
      <div className="center__head">
        <h1>會員中心</h1>
        {/* Kept in place while the member is asked for, so nothing below moves when it shows. */}
        <p className="center__hello">{gate === 'member' && `${name}，您好`}</p>
      </div>
      {gate === 'failed' ? (
        <p className="mf__alert" role="alert">
          目前無法確認登入狀態，請稍後重新整理頁面。
        </p>
      ) : (
        <div className="center__body">
          {/* The menu is the same for every member (staff add theirs): in the first HTML,
              before who is known. */}
          <nav className="center__nav" aria-label="會員中心選單">
            <ul>
              {tabs.map((tab) => (
                <li key={tab.label}>
                  <NavLink to={tab.path ? `/center/${tab.path}` : '/center'} end>
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="center__panel">
            {/* The tab reads the member's records at once, beside the check of who is logged
                in rather than after it: a visitor's read is refused, which sends to log in too. */}
            <Outlet />
          </div>
        </div>
      )}
    </div>
  );
}
