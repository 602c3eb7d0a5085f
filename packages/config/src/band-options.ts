import { bandId, type FilterOption } from './filter-option.ts';
import { formatThousands } from './number-format.ts';

/**
 * Contiguous bands from cut points: [500, 750, 2000] in 萬 gives 500萬以下 (0_500),
 * 500-750萬 (500_750), 750-2,000萬 (750_2000) and 2,000萬以上 (2000_).
 */
export function bandOptions(cuts: readonly number[], unit: string): FilterOption[] {
  const edges = [0, ...cuts];
  return edges.map((lower, index) => {
    const upper = edges[index + 1] ?? null;
    return { id: bandId({ lower, upper }), name: bandName(lower, upper, unit) };
  });
}

function bandName(lower: number, upper: number | null, unit: string): string {
  if (upper === null) return `${formatThousands(lower)}${unit}以上`;
  if (lower === 0) return `${formatThousands(upper)}${unit}以下`;
  return `${formatThousands(lower)}-${formatThousands(upper)}${unit}`;
}
