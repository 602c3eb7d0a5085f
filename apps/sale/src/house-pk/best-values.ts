/**
 * The columns holding a row's best value: the lowest number (unit price, 公設比, building
 * age). Nothing stands out when fewer than two columns have a value or all are the same.
 */
export function lowestColumns(values: readonly (number | null | undefined)[]): Set<number> {
  const known = values.filter((value): value is number => typeof value === 'number');
  if (known.length < 2) return new Set();
  const lowest = Math.min(...known);
  if (lowest === Math.max(...known)) return new Set();
  return new Set(values.flatMap((value, index) => (value === lowest ? [index] : [])));
}
