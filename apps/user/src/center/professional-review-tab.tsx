import {
  decideProfessional,
  fetchProfessionalQueue,
  type QueuedProfessional,
} from '@591/api-client';
import { PROFESSIONAL_KINDS, PROFESSIONAL_STATUSES } from '@591/config';
import { Link, useLoaderData, useSearchParams } from '@591/react-router';
import { useCallback, useId, useState } from 'react';
import { CONVERSATION_CSS } from '../conversations/conversation-styles.ts';
import { formatTime } from '../conversations/conversation-thread.tsx';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

type Status = QueuedProfessional['status'];

const statusOf = (search: URLSearchParams): Status =>
  PROFESSIONAL_STATUSES.find((each) => each.id === search.get('status'))?.id ?? 'pending';

export const loader = firstReadOnServer(({ request }) =>
  fetchProfessionalQueue(statusOf(new URL(request.url).searchParams)),
);

/**
 * 認證審核 (moderators): brokers' and builders' applications, oldest first, with the licence,
 * the company and its 統一編號 to check against the registers; a moderator approves or
 * rejects (or takes back an approval), always with a reason, which the record keeps.
 */
export function Component() {
  const first = useLoaderData() as QueuedProfessional[] | null;
  const [search] = useSearchParams();
  const status = statusOf(search);
  const read = useCallback(() => fetchProfessionalQueue(status), [status]);
  const data = useMemberData(read, first);
  const [said, setSaid] = useState('');
  return (
    <TabPanel id="review-title" title="認證審核">
      <style href="@591/user/conversations" precedence="default">
        {CONVERSATION_CSS}
      </style>
      <nav aria-label="認證狀態">
        <ul className="conversation-filter">
          {PROFESSIONAL_STATUSES.map((each) => (
            <li key={each.id}>
              <Link
                to={
                  each.id === 'pending'
                    ? '/center/professionals'
                    : `/center/professionals?status=${each.id}`
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
      {data.state === 'ready' && data.data.length === 0 && (
        <EmptyState>
          <p>{status === 'pending' ? '目前沒有待審核的申請。' : '沒有這個狀態的申請。'}</p>
        </EmptyState>
      )}
      {data.state === 'ready' && data.data.length > 0 && (
        <ul className="center-list">
          {data.data.map((application) => (
            <Application
              key={application.memberId}
              application={application}
              onDecided={(words) => {
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

function Application({
  application,
  onDecided,
}: {
  application: QueuedProfessional;
  onDecided: (words: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const kind = PROFESSIONAL_KINDS.find((each) => each.id === application.kind)?.name;
  const decide = async (status: 'approved' | 'rejected') => {
    setPending(true);
    const result = await decideProfessional(application.memberId, { status, reason });
    setPending(false);
    if (!result.ok) return setError(result.message);
    setError('');
    onDecided(
      `${application.company} ${application.realName}：${status === 'approved' ? '已通過認證' : '已設為未通過'}`,
    );
  };
  return (
    <li className="conversation-item" data-testid="queued-professional">
      <p className="center-item__title">
        {application.company}・{application.realName}（{kind}）
      </p>
      <p className="center-item__line">
        統一編號 {application.taxId}
        {application.licence && `・證書字號 ${application.licence}`}・手機 {application.mobile}
      </p>
      <p className="center-item__line">
        申請時間{' '}
        <time dateTime={application.submittedAt}>{formatTime(application.submittedAt)}</time>
      </p>
      <div className="reply">
        <label className="mf__label" htmlFor={`${id}-reason`}>
          審核原因（會留存於紀錄）
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
          {application.status !== 'approved' && (
            <button
              type="button"
              className="center-button"
              disabled={pending}
              onClick={() => void decide('approved')}
            >
              通過認證
            </button>
          )}
          {application.status !== 'rejected' && (
            <button
              type="button"
              className="center-button center-button--danger"
              disabled={pending}
              onClick={() => void decide('rejected')}
            >
              {application.status === 'approved' ? '取消認證' : '不通過'}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
