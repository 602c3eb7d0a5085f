import { type DraftFields, type ListingDraft, publishDraft } from '@591/api-client';
import { listingDetailUrl } from '@591/config';
import { useState } from 'react';
import { BusinessPriceStep } from './business-price-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { LandPriceStep } from './land-price-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { PlaceStep } from './place-step.tsx';
import { draftNoun, type PostSection } from './post-sections.ts';
import { POST_STEPS, type StepProps, stepLabel, stepOfField } from './post-steps.ts';
import { PosterStep } from './poster-step.tsx';
import { PriceStep } from './price-step.tsx';
import { publishLabel, StepForm } from './step-form.tsx';
import { useDraftAutosave } from './use-draft-autosave.ts';

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

/**
 * The step-by-step posting form for one draft: every change saved on the server as the
 * poster goes; 刊登 publishes it (儲存修改 updates the listing a draft edits), or takes the
 * poster to the step and field to correct.
 */
export function DraftEditor({ draft }: { draft: ListingDraft }) {
  const section = draft.section;
  const autosave = useDraftAutosave(draft.id, draft.fields);
  const { fields, update, refusal } = autosave;
  const [photos, setPhotos] = useState(draft.photos);
  const errorOf = (field: keyof DraftFields) =>
    refusal?.field === field ? refusal.message : undefined;

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
  return (
    <StepForm
      title={`${editing ? '修改' : '刊登'}${draftNoun(section, draft.type)}`}
      stepLabels={POST_STEPS.map((_, index) => stepLabel(index, section))}
      autosave={autosave}
      publish={() => publishDraft(draft.id)}
      publishedUrl={listingDetailUrl}
      stepOfField={stepOfField}
      publishLabel={publishLabel(editing, '刊登')}
      termsLead={`${editing ? '儲存修改' : '刊登'}即表示物件內容由你提供並負責`}
    >
      {(step) => {
        const View = stepViews(section)[step]!;
        return <View {...props} />;
      }}
    </StepForm>
  );
}
