import type { ListingFilters, RegionWithDistricts } from '@591/api-client';
import { useSearchParams } from '@591/react-router';
import { listParam, withParam } from '@591/router';
import {
  FilterChip as Chip,
  ChoiceChips,
  FilterFold,
  FilterGroup as Group,
  PriceRangeForm,
  type RangeKind,
  RECENTLY_CONFIRMED_PARAM,
  RecentlyConfirmedChip,
} from '@591/ui';
import { UNIT_PRICE_BANDS } from '../search/sale-search.ts';

/** Filters whose values are lists the visitor builds chip by chip; the rest are single. */
const COUNTED = [
  'section',
  'kind',
  'price',
  'unitprice',
  'area',
  'houseage',
  'pattern',
  'shape',
  'label',
];

/** Up to 999,999萬 (about NT$100 billion): more is a typo, not a home. */
const TOTAL_PRICE: RangeKind = { label: '總價', unit: '萬', max: 999_999 };

/**
 * Every filter of the sale list, with the real site's URL names: all state is in the URL, so
 * reload, back and shared links show the same search. On a phone they fold behind 篩選.
 */
export function SaleFilters({
  filters,
  region,
  foldedOnWide,
}: {
  filters: ListingFilters;
  region: RegionWithDistricts;
  /** Folded behind 篩選 on every screen, as on the map, which should show at once. */
  foldedOnWide?: boolean;
}) {
  const [params] = useSearchParams();
  const ownersOnly = params.get('shType') === 'host';
  // 議價空間: homes asking less than the median of their registered deals.
  const belowMarket = params.get('market') === 'below';
  const active =
    COUNTED.filter((name) => listParam(params, name).length > 0).length +
    (ownersOnly ? 1 : 0) +
    (params.has(RECENTLY_CONFIRMED_PARAM) ? 1 : 0) +
    (belowMarket ? 1 : 0);
  return (
    <FilterFold chosen={active} foldedOnWide={foldedOnWide}>
      <Group label="行政區">
        <ChoiceChips name="section" options={region.districts} params={params} />
      </Group>
      <Group label="類型">
        <ChoiceChips name="kind" options={filters.kinds} params={params} />
      </Group>
      <Group label="總價">
        <ChoiceChips name="price" options={filters.price} params={params} />
        <PriceRangeForm bands={filters.price} kind={TOTAL_PRICE} />
      </Group>
      <Group label="單價">
        <ChoiceChips name="unitprice" options={UNIT_PRICE_BANDS} params={params} />
      </Group>
      <Group label="坪數">
        <ChoiceChips name="area" options={filters.area} params={params} />
      </Group>
      <Group label="屋齡">
        <ChoiceChips name="houseage" options={filters.houseage} params={params} />
      </Group>
      <Group label="格局">
        <ChoiceChips name="pattern" options={filters.rooms} params={params} />
      </Group>
      <Group label="型態">
        <ChoiceChips name="shape" options={filters.buildingTypes} params={params} />
      </Group>
      <Group label="特色">
        <ChoiceChips name="label" options={filters.labels} params={params} />
      </Group>
      <Group label="身份">
        <Chip to={withParam(params, 'shType', ownersOnly ? 'list' : 'host')} on={ownersOnly}>
          屋主自售
        </Chip>
      </Group>
      <Group label="狀態">
        <RecentlyConfirmedChip params={params} still="仍在售" />
      </Group>
      <Group label="行情">
        <Chip to={withParam(params, 'market', belowMarket ? null : 'below')} on={belowMarket}>
          開價低於行情
        </Chip>
      </Group>
    </FilterFold>
  );
}
