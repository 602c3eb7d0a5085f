import { createNewBuildDraft, fetchNewBuildDrafts } from '@591/api-client';
import { NEW_BUILD_POST_PATH, originOf } from '@591/config';
import { Link, useNavigate } from '@591/react-router';
import { useCallback, useState } from 'react';
import { useMemberGate } from '../auth/use-member-gate.ts';
import { CENTER_CSS } from '../center/center-styles.ts';
import { LoadStatus } from '../center/load-status.tsx';
import { useMemberData } from '../center/use-member-data.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import type { FormRefusal } from '../forms/use-form-submit.ts';
import { POST_CSS } from '../post/post-styles.ts';

/**
 * Where 免費刊登建案 on newhouse leads a member: a new project, or one of their project drafts
 * to go on with. A visitor is sent to log in and brought back here.
 */
export function Component() {
  const gate = useMemberGate();
  const navigate = useNavigate();
  const load = useCallback(() => fetchNewBuildDrafts(), []);
  const drafts = useMemberData(load);
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    const result = await createNewBuildDraft();
    setStarting(false);
    if (result.ok) void navigate(`${NEW_BUILD_POST_PATH}/${result.data.id}`);
    else setRefusal({ message: result.message });
  };

  return (
    <div className="post">
      <style href="@591/user/post" precedence="default">
        {`${MEMBER_FORM_CSS}${CENTER_CSS}${POST_CSS}`}
      </style>
      <h1>刊登建案</h1>
      {gate === 'checking' && <p aria-busy="true">載入中…</p>}
      {gate === 'failed' && (
        <p className="mf__alert" role="alert">
          目前無法確認登入狀態，請稍後重新整理頁面。
        </p>
      )}
      {gate === 'member' && (
        <div className="post-start">
          <p>
            填寫建案資料與外觀、格局圖、周邊環境照片，系統會邊填邊自動儲存；刊登後建案立即出現在
            <a href={`${originOf('newhouse')}/list`}>新建案列表</a>，預約賞屋會送到你的會員中心。
          </p>
          <FormAlert refusal={refusal} />
          <button
            type="button"
            className="mf__submit"
            onClick={() => void start()}
            disabled={starting}
          >
            {starting ? '建立中…' : '開始刊登建案'}
          </button>
          <LoadStatus data={drafts} />
          {drafts.state === 'ready' && drafts.data.items.length > 0 && (
            <section aria-labelledby="project-drafts-title">
              <h2 id="project-drafts-title">繼續編輯建案草稿</h2>
              <ul className="center-list">
                {drafts.data.items.map((draft) => (
                  <li key={draft.id} className="center-section">
                    <Link to={`${NEW_BUILD_POST_PATH}/${draft.id}`}>
                      {draft.fields.name?.trim() || '未命名建案'}
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
