import { createNewBuildDraft, fetchNewBuildDrafts } from '@591/api-client';
import { NEW_BUILD_POST_PATH, originOf } from '@591/config';
import { useCallback } from 'react';
import { LoadStatus } from '../center/load-status.tsx';
import { useMemberData } from '../center/use-member-data.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { DraftLinks, PostStartFrame } from '../post/post-start-parts.tsx';
import { useStartDraft } from '../post/use-start-draft.ts';

const draftPath = (draftId: number) => `${NEW_BUILD_POST_PATH}/${draftId}`;

/**
 * Where 免費刊登建案 on newhouse leads a member: a new project, or one of their project drafts
 * to go on with. A visitor is sent to log in and brought back here.
 */
export function Component() {
  const load = useCallback(() => fetchNewBuildDrafts(), []);
  const drafts = useMemberData(load);
  const { refusal, starting, start } = useStartDraft(createNewBuildDraft, draftPath);

  return (
    <PostStartFrame title="刊登建案">
      <p>
        填寫建案資料與外觀、格局圖、周邊環境照片，系統會邊填邊自動儲存；刊登後建案立即出現在
        <a href={`${originOf('newhouse')}/list`}>新建案列表</a>，預約賞屋會送到你的會員中心。
      </p>
      <FormAlert refusal={refusal} />
      <button type="button" className="mf__submit" onClick={() => void start()} disabled={starting}>
        {starting ? '建立中…' : '開始刊登建案'}
      </button>
      <LoadStatus data={drafts} />
      <DraftLinks
        titleId="project-drafts-title"
        title="繼續編輯建案草稿"
        drafts={
          drafts.state === 'ready'
            ? drafts.data.items.map((draft) => ({
                id: draft.id,
                href: draftPath(draft.id),
                name: draft.fields.name?.trim() || '未命名建案',
              }))
            : []
        }
      />
    </PostStartFrame>
  );
}
