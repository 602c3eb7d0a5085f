import type { MatchFilters, Range, SearchFilters } from '../domain/search-filters.ts';

/** What a saved search keeps of a list search: its filters, never its order or page. */
export function matchFiltersOf(filters: SearchFilters): MatchFilters {
  const {
    order: _order,
    direction: _direction,
    page: _page,
    pageSize: _pageSize,
    ...kept
  } = filters;
  return kept;
}

const rangeText = (range: Range) => `${range.lower ?? ''}_${range.upper ?? ''}`;

/** A list's values in one order, each once: the order they were chosen in means nothing. */
function sortedUnique(values: readonly (string | number)[]): string[] {
  return [...new Set(values.map(String))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
}

/**
 * One text per search, equal for equal searches however their URLs were written (region or
 * regionid, section=1,2 or section=2&section=1, empty and false filters or none): a member's
 * saved searches are told apart by it.
 */
export function searchKey(filters: MatchFilters): string {
  const parts: string[] = [];
  for (const name of Object.keys(filters).sort() as (keyof MatchFilters)[]) {
    const value = filters[name];
    if (value === undefined || value === false || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      const items = value.map((item) =>
        typeof item === 'object' ? rangeText(item as Range) : (item as string | number),
      );
      parts.push(`${name}=${sortedUnique(items).join(',')}`);
    } else if (name === 'box') {
      const box = value as MatchFilters['box'] & object;
      parts.push(`${name}=${box.west},${box.south},${box.east},${box.north}`);
    } else if (name === 'keyword') {
      // The list matches keywords whatever their case.
      parts.push(`${name}=${String(value).toLowerCase()}`);
    } else {
      parts.push(`${name}=${value}`);
    }
  }
  return parts.join('&');
}

/**
 * What a saved search's index columns hold: its region, kinds and the widest price it takes.
 * Null means "any": a listing is checked only against searches these do not rule out.
 */
export function searchIndexColumns(filters: MatchFilters) {
  const prices = filters.price ?? [];
  const open = (end: 'lower' | 'upper') =>
    prices.length === 0 || prices.some((r) => r[end] === null);
  return {
    regionId: filters.region ?? null,
    kinds: filters.kinds?.length ? [...new Set(filters.kinds)].sort((a, b) => a - b) : null,
    priceMin: open('lower') ? null : Math.floor(Math.min(...prices.map((r) => r.lower!))),
    priceMax: open('upper') ? null : Math.ceil(Math.max(...prices.map((r) => r.upper!))),
  };
}
