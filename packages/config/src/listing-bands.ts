import { bandOptions } from './band-options.ts';
import type { FilterOption } from './filter-option.ts';

/** Building age in years. */
export const AGE_BANDS = bandOptions([5, 10, 20, 30, 40], '年');

/** Land: the width of the road a plot faces, in metres. */
export const ROAD_WIDTH_BANDS = bandOptions([4, 8, 12], '米');

/** Shops: street frontage, in metres. */
export const FRONTAGE_BANDS = bandOptions([5, 8, 12], '米');

/** Bedrooms: 1 to 3, and 4 or more. */
export const ROOM_OPTIONS: readonly FilterOption[] = [1, 2, 3, 4].map((rooms) => ({
  id: String(rooms),
  name: rooms === 4 ? '4房以上' : `${rooms}房`,
}));
