import { createHostMap } from '@591/config';
import { goneListingOf, type PageError, pageTypeOf, RATE_LIMITED_STATUS } from '@591/router';
import { RateLimitWait } from '@591/ui';
import { useEffect, useState } from 'react';
import { GoneListingNote } from './gone-listing-note.tsx';
import { ServerErrorPicture } from './server-error-picture.tsx';

const NOT_FOUND_TEXT = '找不到該物件';
const SERVER_ERROR_TEXT = '請稍候，我們馬上回來';
const RATE_LIMITED_TEXT = '請求過於頻繁';
const HAS_CHINESE = /\p{Script=Han}/u;

const CSS = `
.e591{display:flex;flex-direction:column;align-items:center;gap:16px;max-width:640px;margin:0 auto;padding:64px 16px;text-align:center}
.e591__code{margin:0;color:#b35000;font-size:56px;font-weight:700;line-height:1}
.e591__title{margin:0;font-size:22px}
.e591__detail{margin:0;color:#666;font-size:14px;word-break:break-all}
.e591__actions{display:flex;gap:12px;margin-top:8px}
.e591__button{display:inline-block;min-width:120px;padding:10px 20px;border:1px solid #b35000;border-radius:4px;background:#fff;color:#b35000;font:inherit;text-decoration:none;cursor:pointer}
.e591__button--primary{background:#b35000;color:#fff}
`;

/**
 * Whether there is a page to go back to: react-router keeps the history position in
 * history.state. Read after mount, so a server-rendered page and its hydration agree.
 */
function useCanGoBack(): boolean {
  const [canGoBack, setCanGoBack] = useState(false);
  useEffect(() => {
    const state = window.history.state as { idx?: unknown } | null;
    setCanGoBack(typeof state?.idx === 'number' && state.idx > 0);
  }, []);
  return canGoBack;
}

function retryAfterOf(errorData: string): number {
  try {
    const { retryAfterSeconds } = JSON.parse(errorData) as { retryAfterSeconds?: unknown };
    return typeof retryAfterSeconds === 'number' ? retryAfterSeconds : 60;
  } catch {
    return 60;
  }
}

const reload = () => window.location.reload();

function pathOf(errorData: string): string | undefined {
  try {
    const { path } = JSON.parse(errorData) as { path?: unknown };
    return typeof path === 'string' ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Listings whose pages answer 404 or 410 are missing, not broken: they get the code, not the picture. */
const MISSING_STATUSES = new Set([404, 410]);

/**
 * The specification's error page: a 404 says the listing cannot be found (or the error's
 * own words), a listing taken down (410, or 404 while paused) says so and links to similar
 * ones, any other status shows the server-error picture and 重新載入.
 */
export function ErrorPage({ error }: { error: PageError }) {
  const canGoBack = useCanGoBack();
  const path = pathOf(error.data);
  const gone = goneListingOf(error.data);
  const notFound = MISSING_STATUSES.has(error.statusCode);
  const rateLimited = error.statusCode === RATE_LIMITED_STATUS;
  const title = notFound
    ? HAS_CHINESE.test(error.message)
      ? error.message
      : NOT_FOUND_TEXT
    : rateLimited
      ? RATE_LIMITED_TEXT
      : SERVER_ERROR_TEXT;
  return (
    <section
      className="e591"
      aria-labelledby="e591-title"
      data-status={error.statusCode}
      data-page-type={pageTypeOf(error.data)}
    >
      <style href="@591/app-runtime/error-page" precedence="default">
        {CSS}
      </style>
      {notFound ? <p className="e591__code">{error.statusCode}</p> : <ServerErrorPicture />}
      <h1 className="e591__title" id="e591-title">
        {title}
      </h1>
      {notFound && title !== error.message && <p className="e591__detail">{error.message}</p>}
      {gone && <GoneListingNote gone={gone} />}
      {path && <p className="e591__detail">網址：{path}</p>}
      {rateLimited && (
        <p className="e591__detail">
          <RateLimitWait seconds={retryAfterOf(error.data)} onDone={reload} />
        </p>
      )}
      <div className="e591__actions">
        {/* A server error is passing (the API restarting, a limit): the same page, asked again. */}
        {!notFound && (
          <button type="button" className="e591__button" onClick={reload}>
            重新載入
          </button>
        )}
        {canGoBack && (
          <button type="button" className="e591__button" onClick={() => window.history.back()}>
            回上一頁
          </button>
        )}
        <a className="e591__button e591__button--primary" href={`${createHostMap().www}/`}>
          回首頁
        </a>
      </div>
    </section>
  );
}
