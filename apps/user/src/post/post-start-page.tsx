import { createDraft, fetchDrafts } from '@591/api-client';
import { Link, useSearchParams } from '@591/react-router';
import { useCallback, useState } from 'react';
import { LoadStatus } from '../center/load-status.tsx';
import { useMemberData } from '../center/use-member-data.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { RadioField } from './field-controls.tsx';
import { draftNoun, POST_SECTION_KEYS, POST_SECTIONS, postSectionOf } from './post-sections.ts';
import { DraftLinks, PostStartFrame } from './post-start-parts.tsx';
import { useStartDraft } from './use-start-draft.ts';

/**
 * Where 刊登廣告 leads (?type=rent, sale, land or business): a new listing of that section,
 * with its deal where it has several (土地 出售 or 出租; 商用 出租, 出售 or 頂讓), or one of
 * the member's drafts of the section to go on with. Members only.
 */
export function Component() {
  const [search] = useSearchParams();
  const section = postSectionOf(search.get('type'));
  const { title, deals } = POST_SECTIONS[section];
  const [type, setType] = useState<number>(deals[0]!.id);
  const deal = deals.some((item) => item.id === type) ? type : deals[0]!.id;
  const load = useCallback(() => fetchDrafts(), []);
  const drafts = useMemberData(load);
  const { refusal, starting, start } = useStartDraft(
    () => createDraft(section, deal),
    (draftId) => `/post/${draftId}`,
  );

  const ours =
    drafts.state === 'ready' ? drafts.data.items.filter((d) => d.section === section) : [];
  return (
    <PostStartFrame title={title}>
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
      <button type="button" className="mf__submit" onClick={() => void start()} disabled={starting}>
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
      <DraftLinks
        titleId="post-drafts-title"
        title="繼續編輯草稿"
        drafts={ours.map((draft) => ({
          id: draft.id,
          href: `/post/${draft.id}`,
          name: draft.fields.title?.trim() || '未命名草稿',
          note: deals.length > 1 ? `（${draftNoun(section, draft.type)}）` : undefined,
        }))}
      />
    </PostStartFrame>
  );
}
