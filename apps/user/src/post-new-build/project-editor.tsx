import {
  type NewBuildDraft,
  type NewBuildDraftFields,
  publishNewBuildDraft,
  saveNewBuildDraft,
} from '@591/api-client';
import { legalPageUrl, newBuildUrl } from '@591/config';
import { useSearchParams } from '@591/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../forms/form-alert.tsx';
import { type SaveState, useDraftAutosave } from '../post/use-draft-autosave.ts';
import { BasicsStep } from './basics-step.tsx';
import { OfficeStep } from './office-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { PlanStep } from './plan-step.tsx';
import { PROJECT_STEPS, type ProjectStepProps, stepOfProjectField } from './project-steps.ts';
import { SiteStep } from './site-step.tsx';

const STEP_VIEWS = [BasicsStep, SiteStep, PlanStep, OfficeStep, PhotosStep];

const SAVE_STATUS: Record<SaveState, string> = {
  saved: '已自動儲存',
  saving: '儲存中…',
  unsaved: '尚未儲存',
  refused: '有欄位需要修正，修正後會自動儲存',
};

/** The step in the URL (?step=2), so a reload comes back to the same step. */
function useStep(): [number, (step: number) => void] {
  const [search, setSearch] = useSearchParams();
  const step = Math.min(Math.max(Number(search.get('step')) || 1, 1), PROJECT_STEPS.length) - 1;
  return [step, (next) => setSearch({ step: String(next + 1) })];
}

/**
 * The step-by-step form for one project draft: every change saved on the server as the
 * builder goes (the listing form's autosave); 刊登建案 publishes it and opens the project's
 * page, or takes the builder to the step and field to correct, with all they typed kept.
 */
export function ProjectEditor({ draft }: { draft: NewBuildDraft }) {
  const { fields, update, state, refusal, flush, setRefusal } =
    useDraftAutosave<NewBuildDraftFields>(draft.id, draft.fields, saveNewBuildDraft);
  const [step, setStep] = useStep();
  const [publishing, setPublishing] = useState(false);
  const [albums, setAlbums] = useState(draft.albums);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorOf = (field: keyof NewBuildDraftFields | 'photos') =>
    refusal?.field === field ? refusal.message : undefined;

  // Each step starts at its heading, for keyboard and screen-reader users too.
  useEffect(() => heading.current?.focus(), [step]);

  // A step is left only once its changes are saved, as in the listing form.
  const moving = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const goTo = async (next: number) => {
    if (moving.current) return;
    moving.current = true;
    setWaiting(true);
    try {
      await flush();
      setStep(next);
    } finally {
      moving.current = false;
      setWaiting(false);
    }
  };
  const publish = async () => {
    if (!(await flush())) return;
    setPublishing(true);
    const result = await publishNewBuildDraft(draft.id);
    setPublishing(false);
    if (result.ok) {
      window.location.assign(newBuildUrl(result.data.id));
      return;
    }
    setRefusal({ message: result.message, field: result.field });
    if (result.field) setStep(stepOfProjectField(result.field));
  };

  const View = STEP_VIEWS[step]!;
  const props: ProjectStepProps = { draftId: draft.id, fields, update, errorOf, albums, setAlbums };
  const last = step === PROJECT_STEPS.length - 1;
  return (
    <div className="post">
      <h1>刊登建案</h1>
      <ol className="post__steps" aria-label="刊登步驟">
        {PROJECT_STEPS.map((item, index) => (
          <li key={item.key} aria-current={index === step ? 'step' : undefined}>
            {index + 1}. {item.label}
          </li>
        ))}
      </ol>
      <form
        className="mf post__form"
        noValidate
        aria-labelledby="post-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          void (last ? publish() : goTo(step + 1));
        }}
      >
        <h2 id="post-step-title" tabIndex={-1} ref={heading}>
          {PROJECT_STEPS[step]!.label}
        </h2>
        <View {...props} />
        <FormAlert refusal={refusal} />
        {last && (
          <p className="post__terms">
            刊登即表示建案資料與建照、廣告內容一致，由你提供並負責，且同意
            <a href={legalPageUrl('terms', 'listing-rules')} target="_blank" rel="noopener">
              服務條款的刊登規範
            </a>
            ；你填寫的資料依
            <a href={legalPageUrl('privacy', 'listing-data')} target="_blank" rel="noopener">
              隱私權政策
            </a>
            處理。
          </p>
        )}
        <p className="post__saved" aria-live="polite" data-save-state={state}>
          {SAVE_STATUS[state]}
        </p>
        <div className="post__nav">
          {step > 0 && (
            <button
              type="button"
              className="center-button"
              aria-disabled={waiting || undefined}
              onClick={() => void goTo(step - 1)}
            >
              上一步
            </button>
          )}
          <button
            type="submit"
            className="mf__submit"
            disabled={publishing}
            aria-disabled={waiting || undefined}
          >
            {last ? (publishing ? '刊登中…' : '刊登建案') : '下一步'}
          </button>
        </div>
      </form>
    </div>
  );
}
