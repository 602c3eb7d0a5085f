import type { DraftFields, DraftPhoto } from '@591/api-client';
import type { PostSection } from './post-sections.ts';

/** The form's steps in order, each with the fields it asks for. */
export const POST_STEPS = [
  {
    key: 'place',
    label: '類型與位置',
    fields: ['kind', 'regionId', 'districtId', 'road', 'number', 'showNumber', 'lat', 'lng'],
  },
  {
    key: 'price',
    label: '價格與格局',
    fields: [
      'price',
      'depositMonths',
      'managementFee',
      'rentIncludes',
      'area',
      'mainArea',
      'publicArea',
      'rooms',
      'livingRooms',
      'bathrooms',
      'floor',
      'totalFloors',
      'age',
      'landZone',
      'roadWidth',
      'frontage',
      'lotNumber',
      'transferFee',
    ],
  },
  { key: 'details', label: '特色與介紹', fields: ['title', 'features', 'description'] },
  { key: 'photos', label: '照片', fields: [] },
  { key: 'poster', label: '身份與刊登', fields: ['posterRole', 'brokerLicence'] },
] as const satisfies readonly { key: string; label: string; fields: (keyof DraftFields)[] }[];

export type StepKey = (typeof POST_STEPS)[number]['key'];

/** Land has no layout, premises no 房廳衛: the price step is named for what it asks. */
const PRICE_STEP_LABELS: Record<PostSection, string> = {
  rent: '價格與格局',
  sale: '價格與格局',
  land: '價格與土地資料',
  business: '價格與空間',
};

export function stepLabel(step: number, section: PostSection): string {
  const { key, label } = POST_STEPS[step]!;
  return key === 'price' ? PRICE_STEP_LABELS[section] : label;
}

/** The step that asks for a field, so a refusal at publishing can take the poster there. */
export function stepOfField(field: string | undefined): number {
  const index = POST_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(field ?? ''),
  );
  return Math.max(index, 0);
}

/**
 * What every step is handed: the draft, its section, the fields and a way to change them, the
 * API's words about a field, and the draft's photos (the first is the cover).
 */
export interface StepProps {
  draftId: number;
  /** The draft edits a published listing: its photos stay unless new ones are uploaded. */
  editing: boolean;
  section: PostSection;
  /** 1 rent, 2 sale, 6 transfer (頂讓): decides the price's unit and what a lease asks. */
  type: number;
  photos: DraftPhoto[];
  setPhotos: (photos: DraftPhoto[]) => void;
  fields: DraftFields;
  update: (patch: Partial<DraftFields>) => void;
  errorOf: (field: keyof DraftFields) => string | undefined;
}
