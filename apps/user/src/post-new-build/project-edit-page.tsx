import { fetchNewBuildDraft } from '@591/api-client';
import { NEW_BUILD_POST_PATH } from '@591/config';
import { Link, useParams } from '@591/react-router';
import { useCallback } from 'react';
import { useMemberGate } from '../auth/use-member-gate.ts';
import { CENTER_CSS } from '../center/center-styles.ts';
import { LoadStatus } from '../center/load-status.tsx';
import { useMemberData } from '../center/use-member-data.ts';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import { POST_CSS } from '../post/post-styles.ts';
import { ProjectEditor } from './project-editor.tsx';
import { PROJECT_CSS } from './project-styles.ts';

/** One project draft in the form, read from the server: a reload loses nothing. */
export function Component() {
  const gate = useMemberGate();
  const id = Number(useParams().id);
  const load = useCallback(() => fetchNewBuildDraft(id), [id]);
  const draft = useMemberData(load);
  return (
    <>
      <style href="@591/user/post-new-build" precedence="default">
        {`${MEMBER_FORM_CSS}${CENTER_CSS}${POST_CSS}${PROJECT_CSS}`}
      </style>
      {gate === 'member' && draft.state === 'ready' ? (
        <ProjectEditor key={draft.data.id} draft={draft.data} />
      ) : (
        <div className="post">
          <h1>刊登建案</h1>
          {draft.state === 'failed' ? (
            <p className="mf__alert" role="alert">
              找不到這份建案草稿，可能已刪除或已刊登。
              <Link to={NEW_BUILD_POST_PATH}>回到刊登建案</Link>
            </p>
          ) : (
            <LoadStatus data={draft} />
          )}
        </div>
      )}
    </>
  );
}
