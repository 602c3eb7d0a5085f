/** What a custom range is of: '租金' in 元 on rent lists, '總價' in 萬 on sale lists. */
export interface RangeKind {
  /** The amount's name in messages and labels: 租金, 總價. */
  label: string;
  /** Its unit: 元, 萬. */
  unit: string;
  /** The largest amount anyone means; more is a typo. */
  max: number;
}

export type PriceRangeResult = { ok: true; value: string } | { ok: false; error: string };

/** A range typed by the visitor, checked before it becomes `price=lower_upper` (open ends empty). */
export function parsePriceRange(
  lowerText: string,
  upperText: string,
  { label, unit, max }: RangeKind,
): PriceRangeResult {
  const lower = lowerText.trim().replaceAll(',', '');
  const upper = upperText.trim().replaceAll(',', '');
  if (!lower && !upper) return { ok: false, error: `請輸入最低或最高${label}` };
  const valid = (text: string) => !text || (/^\d{1,10}$/.test(text) && Number(text) <= max);
  if (!valid(lower) || !valid(upper)) {
    return { ok: false, error: `${label}請輸入 0 到 ${max.toLocaleString('en-US')} ${unit}的整數` };
  }
  if (lower && upper && Number(lower) > Number(upper)) {
    return { ok: false, error: `最低${label}不可高於最高${label}` };
  }
  return { ok: true, value: `${lower ? Number(lower) : ''}_${upper ? Number(upper) : ''}` };
}

/** The typed bounds of a `price` value that is not one of the offered bands, for the form. */
export function customRangeOf(
  price: string | null,
  bands: readonly { id: string | number }[],
): { lower: string; upper: string } | null {
  if (!price || bands.some((band) => String(band.id) === price)) return null;
  const match = /^(\d*)_(\d*)$/.exec(price);
  if (!match || (!match[1] && !match[2])) return null;
  return { lower: match[1]!, upper: match[2]! };
}
