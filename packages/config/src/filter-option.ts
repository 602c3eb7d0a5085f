/** One choice of a list filter; a band's id is 'lower_upper' with an open end left empty. */
export interface FilterOption {
  id: string;
  name: string;
}

export interface BandRange {
  lower: number | null;
  upper: number | null;
}

/** The 'any' choice lists put first; an empty id means the filter is left out of the URL. */
export const NO_LIMIT_OPTION: FilterOption = { id: '', name: '不限' };

export function bandId({ lower, upper }: BandRange): string {
  return `${lower ?? ''}_${upper ?? ''}`;
}

/** The range of a 'lower_upper' id, or null when the text is not one (or lower > upper). */
export function parseBandId(id: string): BandRange | null {
  const match = /^(\d+(?:\.\d+)?)?_(\d+(?:\.\d+)?)?$/.exec(id);
  if (!match) return null;
  const lower = match[1] === undefined ? null : Number(match[1]);
  const upper = match[2] === undefined ? null : Number(match[2]);
  if (lower !== null && upper !== null && lower > upper) return null;
  return { lower, upper };
}
