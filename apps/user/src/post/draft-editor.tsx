import { type DraftFields, type ListingDraft, publishDraft } from '@591/api-client';
import { legalPageUrl, listingDetailUrl } from '@591/config';
import { useSearchParams } from '@591/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../forms/form-alert.tsx';
import { BusinessPriceStep } from './business-price-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { LandPriceStep } from './land-price-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { PlaceStep } from './place-step.tsx';
import { draftNoun, type PostSection } from './post-sections.ts';
import { POST_STEPS, type StepProps, stepLabel, stepOfField } from './post-steps.ts';
import { PosterStep } from './poster-step.tsx';
import { PriceStep } from './price-step.tsx';
import { type SaveState, useDraftAutosave } from './use-draft-autosave.ts';

/** Each section prices its own things: homes, plots (land) and premises (business). */
const PRICE_STEPS = {
  rent: PriceStep,
  sale: PriceStep,
  land: LandPriceStep,
  business: BusinessPriceStep,
} satisfies Record<PostSection, unknown>;

const stepViews = (section: PostSection) => [
  PlaceStep,
  PRICE_STEPS[section],
  DetailsStep,
  PhotosStep,
  PosterStep,
];

const SAVE_STATUS: Record<SaveState, string> = {
  saved: '已自動儲存',
  saving: '儲存中…',
  unsaved: '尚未儲存',
  refused: '有欄位需要修正，修正後會自動儲存',
};

/** The step in the URL (?step=2), so a reload comes back to the same step. */
function useStep(): [number, (step: number) => void] {
  const [search, setSearch] = useSearchParams();
  const step = Math.min(Math.max(Number(search.get('step')) || 1, 1), POST_STEPS.length) - 1;
  return [step, (next) => setSearch({ step: String(next + 1) })];
}

function publishLabel(editing: boolean, publishing: boolean): string {
  if (editing) return publishing ? '儲存中…' : '儲存修改';
  return publishing ? '刊登中…' : '刊登';
}

/**
 * The step-by-step posting form for one draft: every change saved on the server as the
 * poster goes; 刊登 publishes it (儲存修改 updates the listing a draft edits), or takes the
 * poster to the step and field to correct.
 */
export function DraftEditor({ draft }: { draft: ListingDraft }) {
  const section = draft.section;
  const { fields, update, state, refusal, flush, setRefusal } = useDraftAutosave(
    draft.id,
    draft.fields,
  );
  const [step, setStep] = useStep();
  const [publishing, setPublishing] = useState(false);
  const [photos, setPhotos] = useState(draft.photos);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorOf = (field: keyof DraftFields) =>
    refusal?.field === field ? refusal.message : undefined;

  // Each step starts at its heading, for keyboard and screen-reader users too.
  useEffect(() => heading.current?.focus(), [step]);

  // A step is left only once its changes are saved. Until then the buttons wait: a second
  // press (or a double click) would count from the step still on screen and be lost.
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
    const result = await publishDraft(draft.id);
    setPublishing(false);
    if (result.ok) {
      window.location.assign(listingDetailUrl(result.data));
      return;
    }
    setRefusal({ message: result.message, field: result.field });
    if (result.field) setStep(stepOfField(result.field));
  };

  const View = stepViews(section)[step]!;
  const editing = draft.listingId !== null;
  const props: StepProps = {
    draftId: draft.id,
    editing,
    section,
    type: draft.type,
    photos,
    setPhotos,
    fields,
    update,
    errorOf,
  };
  const last = step === POST_STEPS.length - 1;
  return (
    <div className="post">
      <h1>
        {editing ? '修改' : '刊登'}
        {draftNoun(section, draft.type)}
      </h1>
      <ol className="post__steps" aria-label="刊登步驟">
        {POST_STEPS.map((item, index) => (
          <li key={item.key} aria-current={index === step ? 'step' : undefined}>
            {index + 1}. {stepLabel(index, section)}
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
          {stepLabel(step, section)}
        </h2>
        <View {...props} />
        <FormAlert refusal={refusal} />
        {last && (
          <p className="post__terms">
            {editing ? '儲存修改' : '刊登'}即表示物件內容由你提供並負責，且同意
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
            {last ? publishLabel(editing, publishing) : '下一步'}
          </button>
        </div>
      </form>
    </div>
  );
}
