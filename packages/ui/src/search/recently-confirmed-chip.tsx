import { withParam } from '@591/router';
import { FilterChip } from './filter-chip.tsx';

/** The list parameter of 最近7天確認: listings whose poster confirmed them this week. */
export const RECENTLY_CONFIRMED_PARAM = 'confirmed';
const RECENTLY_CONFIRMED_DAYS = '7';

/** 近7天確認仍可租 (or 仍在售): only listings a poster said this week are still there. */
export function RecentlyConfirmedChip({
  params,
  still,
}: {
  params: URLSearchParams;
  still: '仍可租' | '仍在售';
}) {
  const on = params.get(RECENTLY_CONFIRMED_PARAM) === RECENTLY_CONFIRMED_DAYS;
  return (
    <FilterChip
      to={withParam(params, RECENTLY_CONFIRMED_PARAM, on ? null : RECENTLY_CONFIRMED_DAYS)}
      on={on}
    >
      {`近7天確認${still}`}
    </FilterChip>
  );
}
