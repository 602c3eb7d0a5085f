import type { NewBuildDraft, NewBuildDraftFields } from '@591/api-client';

/** The project form's steps in order, each with the fields it asks for. */
export const PROJECT_STEPS = [
  {
    key: 'basics',
    label: '建案資料',
    fields: [
      'name',
      'buildType',
      'purpose',
      'shape',
      'builder',
      'constructorName',
      'salesAgent',
      'architect',
      'permitNumber',
      'completion',
      'tags',
    ],
  },
  {
    key: 'site',
    label: '基地位置',
    fields: ['regionId', 'districtId', 'address', 'lat', 'lng', 'siteArea', 'coverageRatio'],
  },
  {
    key: 'plan',
    label: '價格與規劃',
    fields: [
      'priceUndecided',
      'unitPriceMin',
      'unitPriceMax',
      'totalPriceMin',
      'totalPriceMax',
      'areaMin',
      'areaMax',
      'rooms',
      'households',
      'buildings',
      'floorsAbove',
      'floorsBelow',
      'publicRatio',
      'parkingPlan',
      'parkingCount',
      'managementFee',
    ],
  },
  { key: 'office', label: '接待中心', fields: ['officeAddress', 'officeHours', 'officePhone'] },
  // Publishing names `photos` when the exterior album, the cover's, is empty.
  { key: 'photos', label: '照片', fields: ['photos'] },
] as const satisfies readonly {
  key: string;
  label: string;
  fields: readonly (keyof NewBuildDraftFields | 'photos')[];
}[];

/** The step that asks for a field, so a refusal at publishing can take the poster there. */
export function stepOfProjectField(field: string | undefined): number {
  const index = PROJECT_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).includes(field ?? ''),
  );
  return Math.max(index, 0);
}

/** What every step is handed: the draft's fields, a way to change them, the API's words. */
export interface ProjectStepProps {
  draftId: number;
  /** The draft edits a published project (修改), rather than posting a new one. */
  editing: boolean;
  fields: NewBuildDraftFields;
  update: (patch: Partial<NewBuildDraftFields>) => void;
  errorOf: (field: keyof NewBuildDraftFields | 'photos') => string | undefined;
  albums: NewBuildDraft['albums'];
  setAlbums: (albums: NewBuildDraft['albums']) => void;
}
