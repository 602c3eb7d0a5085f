import { fetchDraft } from '@591/api-client';
import { Link, useParams } from '@591/react-router';
import { useCallback } from 'react';
import { useMemberGate } from '../auth/use-member-gate.ts';
import { CENTER_CSS } from '../center/center-styles.ts';
import { LoadStatus } from '../center/load-status.tsx';
import { useMemberData } from '../center/use-member-data.ts';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import { DraftEditor } from './draft-editor.tsx';
import { POST_CSS } from './post-styles.ts';

/** One draft in the posting form, read from the server: a reload loses nothing. */
export function Component() {
  const gate = useMemberGate();
  const id = Number(useParams().id);
  const load = useCallback(() => fetchDraft(id), [id]);
  const draft = useMemberData(load);
  return (
    <>
      <style href="@591/user/post" precedence="default">
        {`${MEMBER_FORM_CSS}${CENTER_CSS}${POST_CSS}`}
      </style>
      {gate === 'member' && draft.state === 'ready' ? (
        <DraftEditor key={draft.data.id} draft={draft.data} />
      ) : (
        <div className="post">
          <h1>刊登物件</h1>
          {draft.state === 'failed' ? (
            <p className="mf__alert" role="alert">
              找不到這份草稿，可能已刪除或已刊登。<Link to="/center/listings">回到我的物件</Link>
            </p>
          ) : (
            <LoadStatus data={draft} />
          )}
        </div>
      )}
    </>
  );
}
