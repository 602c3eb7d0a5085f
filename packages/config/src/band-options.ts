import { bandId, type FilterOption } from './filter-option.ts';
import { formatThousands } from './number-format.ts';

/**
 * Contiguous bands from cut points: [500, 750, 2000] in 萬 gives 500萬以下 (_500),
 * 500-750萬 (500_750), 750-2,000萬 (750_2000) and 2,000萬以上 (2000_). Both ends are open.
 */
export function bandOptions(cuts: readonly number[], unit: string): FilterOption[] {
  const edges = [null, ...cuts];
  return edges.map((lower, index) => {
    const upper = edges[index + 1] ?? null;
    return { id: bandId({ lower, upper }), name: bandName(lower, upper, unit) };
  });
}

function bandName(lower: number | null, upper: number | null, unit: string): string {
  if (lower === null) return `${formatThousands(upper ?? 0)}${unit}以下`;
  if (upper === null) return `${formatThousands(lower)}${unit}以上`;
  return `${formatThousands(lower)}-${formatThousands(upper)}${unit}`;
}
