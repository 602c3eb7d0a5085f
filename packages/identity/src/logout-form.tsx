import { logoutActionUrl, returnTargetOf } from '@591/config';
import { type FormEvent, type ReactNode, useContext, useState } from 'react';
import { PageUrlContext } from './member-page-link.ts';

interface LogoutFormProps {
  /** The page to come back to; by default the page the form is on (or what it returns to). */
  returnTo?: string;
  userOrigin?: string;
  apiOrigin?: string;
  className?: string;
  buttonClassName?: string;
  children?: ReactNode;
}

/**
 * 登出 as a plain form posting to the API, which ends the session and sends the browser back:
 * it works before the scripts run and without them, and the whole page then starts logged
 * out. The page to return to is read again at submit, since in-app navigations move on.
 */
export function LogoutForm({
  returnTo,
  userOrigin,
  apiOrigin,
  className,
  buttonClassName,
  children = '登出',
}: LogoutFormProps) {
  const renderedUrl = useContext(PageUrlContext);
  const actionFrom = (pageUrl: string | null) =>
    logoutActionUrl(
      returnTo ?? (pageUrl ? returnTargetOf(pageUrl, userOrigin) : undefined),
      apiOrigin,
    );
  const [action] = useState(() =>
    actionFrom(renderedUrl ?? (typeof window === 'undefined' ? null : window.location.href)),
  );
  const pointAtPageInUse = (event: FormEvent<HTMLFormElement>) => {
    event.currentTarget.action = actionFrom(window.location.href);
  };
  return (
    <form method="post" action={action} className={className} onSubmit={pointAtPageInUse}>
      <button type="submit" className={buttonClassName}>
        {children}
      </button>
    </form>
  );
}
