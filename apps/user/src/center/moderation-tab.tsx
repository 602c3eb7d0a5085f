import {
  fetchReportQueue,
  type MemberPage,
  type QueuedReport,
  resolveReport,
} from '@591/api-client';
import { listingDetailUrl, REPORT_STATUSES } from '@591/config';
import { Link, useLoaderData, useSearchParams } from '@591/react-router';
import { useCallback, useId, useState } from 'react';
import { CONVERSATION_CSS } from '../conversations/conversation-styles.ts';
import { formatTime } from '../conversations/conversation-thread.tsx';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

type Status = QueuedReport['status'];

const statusOf = (search: URLSearchParams): Status =>
  REPORT_STATUSES.find((each) => each.id === search.get('status'))?.id ?? 'open';

export const loader = firstReadOnServer(({ request }) =>
  fetchReportQueue(statusOf(new URL(request.url).searchParams)),
);

/**
 * 檢舉處理 (moderators): reports waiting, oldest first, each with the listing, the reason and
 * the reporter's words; a moderator hides the listing (with the reason its page and poster
 * are given) or finds the report unfounded. Settled reports stay to look back on.
 */
export function Component() {
  const first = useLoaderData() as MemberPage<QueuedReport> | null;
  const [search] = useSearchParams();
  const status = statusOf(search);
  const read = useCallback(() => fetchReportQueue(status), [status]);
  const data = useMemberData(read, first);
  const [said, setSaid] = useState('');
  return (
    <TabPanel id="moderation-title" title="檢舉處理">
      <style href="@591/user/conversations" precedence="default">
        {CONVERSATION_CSS}
      </style>
      <nav aria-label="檢舉狀態">
        <ul className="conversation-filter">
          {REPORT_STATUSES.map((each) => (
            <li key={each.id}>
              <Link
                to={
                  each.id === 'open' ? '/center/moderation' : `/center/moderation?status=${each.id}`
                }
                aria-current={each.id === status ? 'page' : undefined}
              >
                {each.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="center__live" role="status">
        {said}
      </p>
      <LoadStatus data={data} />
      {data.state === 'ready' && data.data.items.length === 0 && (
        <EmptyState>
          <p>{status === 'open' ? '目前沒有待處理的檢舉。' : '沒有這個狀態的檢舉。'}</p>
        </EmptyState>
      )}
      {data.state === 'ready' && data.data.items.length > 0 && (
        <ul className="center-list">
          {data.data.items.map((report) => (
            <QueuedItem
              key={report.id}
              report={report}
              onSettled={(words) => {
                setSaid(words);
                data.reload();
              }}
            />
          ))}
        </ul>
      )}
    </TabPanel>
  );
}

function QueuedItem({
  report,
  onSettled,
}: {
  report: QueuedReport;
  onSettled: (words: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const settle = async (action: 'hide' | 'dismiss') => {
    setPending(true);
    const result = await resolveReport(
      report.id,
      action === 'hide' ? { action, reason } : { action },
    );
    setPending(false);
    if (!result.ok) return setError(result.message);
    onSettled(
      action === 'hide'
        ? `已下架「${report.listing.title}」，${result.data.settled} 筆檢舉已處理`
        : `已將檢舉「${report.listing.title}」標示為查無不實`,
    );
  };
  return (
    <li className="conversation-item" data-testid="queued-report">
      <p className="center-item__title">
        <a href={listingDetailUrl(report.listing)}>{report.listing.title}</a>
        {report.openOfListing > 1 && (
          <span className="conversation-tag conversation-tag--unread">
            {report.openOfListing} 筆待處理
          </span>
        )}
      </p>
      <p className="center-item__line">
        {report.message ? '檢舉留言' : '檢舉物件'}：<strong>{report.reasonName}</strong>・
        {report.reporter}・<time dateTime={report.createdAt}>{formatTime(report.createdAt)}</time>
      </p>
      {report.detail && <p className="center-item__line">說明：{report.detail}</p>}
      {report.message && <p className="center-item__line">留言內容：{report.message.body}</p>}
      {report.status === 'open' && (
        <div className="reply">
          <label className="mf__label" htmlFor={`${id}-reason`}>
            下架原因（物件頁與刊登者會看到；空白則為「{report.reasonName}」）
          </label>
          <input
            id={`${id}-reason`}
            className="mf__input"
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p className="mf__error" id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
          <div className="conversation-tools">
            <button
              type="button"
              className="center-button center-button--danger"
              disabled={pending}
              onClick={() => void settle('hide')}
            >
              下架物件
            </button>
            <button
              type="button"
              className="center-button"
              disabled={pending}
              onClick={() => void settle('dismiss')}
            >
              查無不實
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
