import { createDraft, fetchDrafts } from '@591/api-client';
import { Link, useNavigate, useSearchParams } from '@591/react-router';
import { useCallback, useState } from 'react';
import { useMemberGate } from '../auth/use-member-gate.ts';
import { CENTER_CSS } from '../center/center-styles.ts';
import { LoadStatus } from '../center/load-status.tsx';
import { useMemberData } from '../center/use-member-data.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import type { FormRefusal } from '../forms/use-form-submit.ts';
import { POST_CSS } from './post-styles.ts';

const DEALS = {
  rent: { type: 1, title: '刊登出租', other: 'sale', otherLabel: '改為刊登出售' },
  sale: { type: 2, title: '刊登出售', other: 'rent', otherLabel: '改為刊登出租' },
} as const;

/**
 * Where 刊登廣告 leads (the header's post rent and post sale): a new listing, or one of the
 * member's drafts of the same kind to go on with. Members only.
 */
export function Component() {
  const gate = useMemberGate();
  const [search] = useSearchParams();
  const section = search.get('type') === 'sale' ? 'sale' : 'rent';
  const deal = DEALS[section];
  const navigate = useNavigate();
  const load = useCallback(() => fetchDrafts(), []);
  const drafts = useMemberData(load);
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    const result = await createDraft(section, deal.type);
    setStarting(false);
    if (result.ok) void navigate(`/post/${result.data.id}`);
    else setRefusal({ message: result.message });
  };

  const ours =
    drafts.state === 'ready' ? drafts.data.items.filter((d) => d.section === section) : [];
  return (
    <div className="post">
      <style href="@591/user/post" precedence="default">
        {`${MEMBER_FORM_CSS}${CENTER_CSS}${POST_CSS}`}
      </style>
      <h1>{deal.title}</h1>
      {gate === 'checking' && <p aria-busy="true">載入中…</p>}
      {gate === 'failed' && (
        <p className="mf__alert" role="alert">
          目前無法確認登入狀態，請稍後重新整理頁面。
        </p>
      )}
      {gate === 'member' && (
        <div className="post-start">
          <p>填寫物件資料，系統會邊填邊自動儲存，隨時可以回來繼續。</p>
          <FormAlert refusal={refusal} />
          <button
            type="button"
            className="mf__submit"
            onClick={() => void start()}
            disabled={starting}
          >
            {starting ? '建立中…' : `開始${deal.title}`}
          </button>
          <p>
            <Link to={`/post?type=${deal.other}`}>{deal.otherLabel}</Link>
          </p>
          <LoadStatus data={drafts} />
          {ours.length > 0 && (
            <section aria-labelledby="post-drafts-title">
              <h2 id="post-drafts-title">繼續編輯草稿</h2>
              <ul className="center-list">
                {ours.map((draft) => (
                  <li key={draft.id} className="center-section">
                    <Link to={`/post/${draft.id}`}>
                      {draft.fields.title?.trim() || '未命名草稿'}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
