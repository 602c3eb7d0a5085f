import {
  type NewBuildDraft,
  type NewBuildDraftFields,
  publishNewBuildDraft,
  saveNewBuildDraft,
} from '@591/api-client';
import { newBuildUrl } from '@591/config';
import { useState } from 'react';
import { publishLabel, StepForm } from '../post/step-form.tsx';
import { useDraftAutosave } from '../post/use-draft-autosave.ts';
import { BasicsStep } from './basics-step.tsx';
import { OfficeStep } from './office-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { PlanStep } from './plan-step.tsx';
import { PROJECT_STEPS, type ProjectStepProps, stepOfProjectField } from './project-steps.ts';
import { SiteStep } from './site-step.tsx';

const STEP_VIEWS = [BasicsStep, SiteStep, PlanStep, OfficeStep, PhotosStep];

/**
 * The step-by-step form for one project draft: every change saved on the server as the
 * builder goes (the listing form's autosave); 刊登建案 publishes it (儲存修改 updates the
 * project an edit draft edits) and opens the project's page, or takes the builder to the
 * step and field to correct, with all they typed kept.
 */
export function ProjectEditor({ draft }: { draft: NewBuildDraft }) {
  const autosave = useDraftAutosave<NewBuildDraftFields>(draft.id, draft.fields, saveNewBuildDraft);
  const { fields, update, refusal } = autosave;
  const [albums, setAlbums] = useState(draft.albums);
  const errorOf = (field: keyof NewBuildDraftFields | 'photos') =>
    refusal?.field === field ? refusal.message : undefined;

  const editing = draft.newBuildId !== null;
  const props: ProjectStepProps = {
    draftId: draft.id,
    editing,
    fields,
    update,
    errorOf,
    albums,
    setAlbums,
  };
  return (
    <StepForm
      title={editing ? '修改建案' : '刊登建案'}
      stepLabels={PROJECT_STEPS.map((item) => item.label)}
      autosave={autosave}
      publish={() => publishNewBuildDraft(draft.id)}
      publishedUrl={(project) => newBuildUrl(project.id)}
      stepOfField={stepOfProjectField}
      publishLabel={publishLabel(editing, '刊登建案')}
      termsLead={`${editing ? '儲存修改' : '刊登'}即表示建案資料與建照、廣告內容一致，由你提供並負責`}
    >
      {(step) => {
        const View = STEP_VIEWS[step]!;
        return <View {...props} />;
      }}
    </StepForm>
  );
}
