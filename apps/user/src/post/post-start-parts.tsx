import { Link } from '@591/react-router';
import type { ReactNode } from 'react';
import { useMemberGate } from '../auth/use-member-gate.ts';
import { CENTER_CSS } from '../center/center-styles.ts';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import { POST_CSS } from './post-styles.ts';

/** A posting start page (a listing's or a project's): its content is for members only. */
export function PostStartFrame({ title, children }: { title: string; children: ReactNode }) {
  const gate = useMemberGate();
  return (
    <div className="post">
      <style href="@591/user/post" precedence="default">
        {`${MEMBER_FORM_CSS}${CENTER_CSS}${POST_CSS}`}
      </style>
      <h1>{title}</h1>
      {gate === 'checking' && <p aria-busy="true">載入中…</p>}
      {gate === 'failed' && (
        <p className="mf__alert" role="alert">
          目前無法確認登入狀態，請稍後重新整理頁面。
        </p>
      )}
      {gate === 'member' && <div className="post-start">{children}</div>}
    </div>
  );
}

export interface DraftLink {
  id: number;
  href: string;
  name: string;
  /** Said after the link, e.g. which deal the draft is. */
  note?: string;
}

/** The member's drafts to go on with, under a heading; nothing when there are none. */
export function DraftLinks({
  titleId,
  title,
  drafts,
}: {
  titleId: string;
  title: string;
  drafts: DraftLink[];
}) {
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul className="center-list">
        {drafts.map((draft) => (
          <li key={draft.id} className="center-section">
            <Link to={draft.href}>{draft.name}</Link>
            {draft.note}
          </li>
        ))}
      </ul>
    </section>
  );
}
