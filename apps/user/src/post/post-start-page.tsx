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
import { RadioField } from './field-controls.tsx';
import { draftNoun, POST_SECTION_KEYS, POST_SECTIONS, postSectionOf } from './post-sections.ts';
import { POST_CSS } from './post-styles.ts';

/**
 * Where 刊登廣告 leads (?type=rent, sale, land or business): a new listing of that section,
 * with its deal where it has several (土地 出售 or 出租; 商用 出租, 出售 or 頂讓), or one of
 * the member's drafts of the section to go on with. Members only.
 */
export function Component() {
  const gate = useMemberGate();
  const [search] = useSearchParams();
  const section = postSectionOf(search.get('type'));
  const { title, deals } = POST_SECTIONS[section];
  const [type, setType] = useState<number>(deals[0]!.id);
  const deal = deals.some((item) => item.id === type) ? type : deals[0]!.id;
  const navigate = useNavigate();
  const load = useCallback(() => fetchDrafts(), []);
  const drafts = useMemberData(load);
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    const result = await createDraft(section, deal);
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
      <h1>{title}</h1>
      {gate === 'checking' && <p aria-busy="true">載入中…</p>}
      {gate === 'failed' && (
        <p className="mf__alert" role="alert">
          目前無法確認登入狀態，請稍後重新整理頁面。
        </p>
      )}
      {gate === 'member' && (
        <div className="post-start">
          <p>填寫物件資料，系統會邊填邊自動儲存，隨時可以回來繼續。</p>
          {deals.length > 1 && (
            <RadioField
              name="type"
              legend="刊登方式"
              value={deal}
              choices={deals.map((item) => ({ value: item.id, label: item.name }))}
              onChange={setType}
            />
          )}
          <FormAlert refusal={refusal} />
          <button
            type="button"
            className="mf__submit"
            onClick={() => void start()}
            disabled={starting}
          >
            {starting ? '建立中…' : `開始${title}`}
          </button>
          <nav aria-label="其他刊登類別">
            <ul className="post-start__others">
              {POST_SECTION_KEYS.filter((other) => other !== section).map((other) => (
                <li key={other}>
                  <Link to={`/post?type=${other}`}>改為{POST_SECTIONS[other].title}</Link>
                </li>
              ))}
            </ul>
          </nav>
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
                    {deals.length > 1 && `（${draftNoun(section, draft.type)}）`}
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
