import { fetchReportTarget, type ReportTarget, sendReport } from '@591/api-client';
import {
  LISTING_REPORT_REASONS,
  listingDetailUrl,
  MESSAGE_REPORT_REASONS,
  originOf,
  REPORT_DETAIL_MAX_CHARS,
} from '@591/config';
import { useLoaderData, useSearchParams } from '@591/react-router';
import { useTypedBeforeStart } from '@591/ui';
import { useCallback, useId, useRef, useState } from 'react';
import { useMemberData } from '../center/use-member-data.ts';
import { FieldMessage } from '../forms/field-message.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { reportTargetOf } from './report-loader.ts';

/**
 * 檢舉: a member reports a listing (from its page) or a message of their conversation. Members
 * only, so that each reports once and is told the outcome in 通知中心.
 */
export function Component() {
  const first = useLoaderData() as ReportTarget | null;
  const [search] = useSearchParams();
  const query = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is what the read asks.
  const read = useCallback(() => fetchReportTarget(reportTargetOf(search)), [query]);
  const data = useMemberData(read, first);
  return (
    <section className="member-card member-card--report" aria-labelledby="report-title">
      <style href="@591/user/member-form" precedence="default">
        {`${MEMBER_FORM_CSS}.member-card--report{max-width:560px}.report__quote{margin:0 0 16px;padding:8px 12px;border-left:3px solid #ddd;color:#444;white-space:pre-wrap}`}
      </style>
      {data.state === 'ready' ? (
        <ReportForm target={data.data} />
      ) : (
        <>
          <h1 id="report-title">檢舉</h1>
          {data.state === 'loading' ? (
            <p className="member-card__lead" aria-busy="true">
              載入中…
            </p>
          ) : (
            <p className="mf__alert" role="alert">
              找不到要檢舉的物件或留言，它可能已下架。
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ReportForm({ target }: { target: ReportTarget }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [done, setDone] = useState(target.reported);
  useTypedBeforeStart(form, (name, value) => {
    if (name === 'reason' && typeof value === 'string') setReason(value);
    if (name === 'detail' && typeof value === 'string') setDetail(value);
  });
  const { pending, started, refusal, onSubmit, fieldError } = useFormSubmit(
    form,
    () =>
      sendReport({
        ...(target.message ? { messageId: target.message.id } : { listingId: target.listing.id }),
        reason,
        detail,
      }),
    () => setDone(true),
  );
  const reasons = target.message ? MESSAGE_REPORT_REASONS : LISTING_REPORT_REASONS;
  const what = target.message ? '留言' : '物件';
  return (
    <>
      <h1 id="report-title">檢舉{what}</h1>
      <p className="member-card__lead">
        物件：<a href={listingDetailUrl(target.listing)}>{target.listing.title}</a>
      </p>
      {target.message && (
        <blockquote className="report__quote">
          {target.message.from}：{target.message.body}
        </blockquote>
      )}
      {done ? (
        <p className="mf__done" role="status" data-testid="report-sent">
          已收到您的檢舉，我們會盡快查證，處理結果會在
          <a href={`${originOf('user')}/center/notifications`}>通知中心</a>告訴您。
        </p>
      ) : (
        <form ref={form} className="mf" onSubmit={onSubmit} aria-label={`檢舉${what}`} noValidate>
          <fieldset className="mf__field" aria-describedby={fieldError('reason') && `${id}-reason`}>
            <legend>檢舉原因</legend>
            {reasons.map((each) => (
              <label key={each.id} className="mf__choice">
                <input
                  type="radio"
                  name="reason"
                  value={each.id}
                  checked={reason === each.id}
                  onChange={() => setReason(each.id)}
                />
                {each.name}
              </label>
            ))}
            <FieldMessage id={`${id}-reason`} message={fieldError('reason')} />
          </fieldset>
          <div className="mf__field">
            <label className="mf__label" htmlFor={`${id}-detail`}>
              說明（選「其他」時必填，{REPORT_DETAIL_MAX_CHARS} 字以內）
            </label>
            <textarea
              id={`${id}-detail`}
              name="detail"
              className="mf__input"
              rows={4}
              value={detail}
              onChange={(event) => setDetail(event.target.value)}
              aria-invalid={fieldError('detail') ? true : undefined}
              aria-describedby={fieldError('detail') && `${id}-detail-error`}
            />
            <FieldMessage id={`${id}-detail-error`} message={fieldError('detail')} />
          </div>
          <FormAlert refusal={refusal} />
          <button type="submit" className="mf__submit" disabled={!started || pending}>
            {pending ? '送出中…' : '送出檢舉'}
          </button>
        </form>
      )}
    </>
  );
}
