import type { RegionWithDistricts } from '@591/api-client';
import { useSearchParams } from '@591/react-router';
import { listParam, withParam } from '@591/router';
import {
  FilterChip as Chip,
  ChoiceChips,
  customRangeOf,
  FilterFold,
  FilterGroup as Group,
  KeywordForm,
  PriceRangeForm,
  type RangeKind,
} from '@591/ui';
import { LAND_TYPES, landTypeOf, withType } from '../search/land-search.ts';
import type { LandFilters as Filters } from '../search/land-types.ts';

/** Filters counted on the folded 篩選 button; type and region show in the heading instead. */
const COUNTED = ['section', 'zone', 'price', 'area', 'roadwidth', 'special', 'keyword'];

/** A sale's total in 萬 (up to about NT$100 billion) or a month's rent in 元. */
const RANGES: Record<1 | 2, RangeKind> = {
  1: { label: '租金', unit: '元', max: 99_999_999 },
  2: { label: '總價', unit: '萬', max: 999_999 },
};

/**
 * Every filter of the land list. All state is in the URL, so back, forward, reload and shared
 * links just work; below md the filters fold behind one 篩選 button.
 */
export function LandFilters({
  filters,
  region,
}: {
  filters: Filters;
  region: RegionWithDistricts;
}) {
  const [params] = useSearchParams();
  const type = landTypeOf(params);
  const range = RANGES[type];
  const chosen = COUNTED.filter((key) => listParam(params, key).length > 0).length;
  const custom = customRangeOf(params.get('price'), filters.price);
  return (
    <FilterFold chosen={chosen}>
      <Group label="類型">
        {LAND_TYPES.map((option) => (
          <Chip key={option.id} to={withType(params, option.id)} on={option.id === type}>
            {`土地${option.name}`}
          </Chip>
        ))}
      </Group>
      <Group label="行政區">
        <ChoiceChips name="section" options={region.districts} params={params} />
      </Group>
      <Group label="使用分區">
        <ChoiceChips name="zone" options={filters.zones ?? []} params={params} />
      </Group>
      <Group label={range.label}>
        <ChoiceChips name="price" options={filters.price} params={params} />
        {custom && (
          <Chip to={withParam(params, 'price', null)} on>
            {`${custom.lower || 0}-${custom.upper || '不限'}${range.unit}`}
          </Chip>
        )}
        <PriceRangeForm bands={filters.price} kind={range} />
      </Group>
      <Group label="坪數">
        <ChoiceChips name="area" options={filters.area} params={params} />
      </Group>
      <Group label="臨路路寬">
        <ChoiceChips name="roadwidth" options={filters.roadWidths ?? []} params={params} />
      </Group>
      <Group label="特色">
        <ChoiceChips name="special" options={filters.specials ?? []} params={params} />
      </Group>
      <Group label="關鍵字">
        <KeywordForm placeholder="路名、地段或地號" />
      </Group>
    </FilterFold>
  );
}
