import {
  createNewBuildDraft,
  editNewBuild,
  fetchNewBuildDrafts,
  fetchOwnNewBuilds,
  type NewBuildSummary,
} from '@591/api-client';
import { NEW_BUILD_POST_PATH, newBuildUrl, originOf } from '@591/config';
import { useCallback } from 'react';
import { EditButton } from '../center/edit-button.tsx';
import { LoadStatus } from '../center/load-status.tsx';
import { useMemberData } from '../center/use-member-data.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { DraftLinks, PostStartFrame } from '../post/post-start-parts.tsx';
import { useStartDraft } from '../post/use-start-draft.ts';

const draftPath = (draftId: number) => `${NEW_BUILD_POST_PATH}/${draftId}`;

/**
 * Where 免費刊登建案 on newhouse leads a member: a new project, one of their project drafts to
 * go on with, or 修改 of a project they published. A visitor is sent to log in and brought
 * back here.
 */
export function Component() {
  const load = useCallback(() => fetchNewBuildDrafts(), []);
  const drafts = useMemberData(load);
  const loadProjects = useCallback(() => fetchOwnNewBuilds(), []);
  const projects = useMemberData(loadProjects);
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
                note: draft.newBuildId === null ? undefined : '（修改中，尚未儲存到建案）',
              }))
            : []
        }
      />
      {projects.state === 'ready' && <OwnProjects projects={projects.data.items} />}
    </PostStartFrame>
  );
}

/** The member's published projects, each to open or to edit (修改). */
function OwnProjects({ projects }: { projects: NewBuildSummary[] }) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="own-projects-title">
      <h2 id="own-projects-title">你刊登的建案</h2>
      <ul className="center-list">
        {projects.map((project) => (
          <li key={project.id} className="center-section" data-testid="own-project">
            <a href={newBuildUrl(project.id)}>{project.name}</a>{' '}
            <EditButton
              name={project.name}
              errorId={`edit-project-${project.id}-error`}
              startEdit={() => editNewBuild(project.id)}
              draftPath={draftPath}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
