import { useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import {
  FilterChip as Chip,
  ChoiceChips,
  customRangeOf,
  FilterFold,
  FilterGroup as Group,
  PriceRangeForm,
  type RangeKind,
  RECENTLY_CONFIRMED_PARAM,
  RecentlyConfirmedChip,
} from '@591/ui';
import { PlaceFilters } from './place-filters.tsx';
import type { RentList } from './rent-list.ts';

const RENT_RANGE: RangeKind = { label: '租金', unit: '元', max: 9_999_999 };

/** Carports (kind 8) have a search of their own on the real site; homes only here. */
const CARPORT_KIND = 8;

/**
 * Every filter of the rent list. All state is in the URL, so back, forward, reload and shared
 * links just work.
 */
export function FilterPanel({
  filters,
  region,
  metroLines,
  universities,
  hasMetro,
  foldedOnWide,
}: Pick<RentList, 'filters' | 'region' | 'metroLines' | 'universities'> & {
  hasMetro: boolean;
  /** Folded behind 篩選 on every screen, as on the map, which should show at once. */
  foldedOnWide?: boolean;
}) {
  const [params] = useSearchParams();
  const chosenCount = [
    'section',
    'kind',
    'price',
    'area',
    'layout',
    'features',
    'shType',
    RECENTLY_CONFIRMED_PARAM,
    'mrt',
    'school',
  ].filter((key) => params.has(key)).length;
  const custom = customRangeOf(params.get('price'), filters.price);
  const landlordOnly = params.get('shType') === 'host';
  return (
    <FilterFold chosen={chosenCount} foldedOnWide={foldedOnWide}>
      <PlaceFilters
        region={region}
        metroLines={metroLines}
        universities={universities}
        hasMetro={hasMetro}
      />
      <Group label="類型">
        <ChoiceChips
          name="kind"
          options={filters.kinds.filter((kind) => kind.id !== CARPORT_KIND)}
          params={params}
        />
      </Group>
      <Group label="租金">
        <ChoiceChips name="price" options={filters.price} params={params} />
        {custom && (
          <Chip to={withParam(params, 'price', null)} on>
            {`${custom.lower || 0}-${custom.upper || '不限'}元`}
          </Chip>
        )}
        <PriceRangeForm bands={filters.price} kind={RENT_RANGE} />
      </Group>
      <Group label="坪數">
        <ChoiceChips name="area" options={filters.area} params={params} />
      </Group>
      <Group label="格局">
        <ChoiceChips name="layout" options={filters.rooms} params={params} />
      </Group>
      <Group label="特色">
        <ChoiceChips
          name="features"
          options={filters.features.map((feature) => ({ id: feature.code, name: feature.name }))}
          params={params}
        />
      </Group>
      <Group label="身份">
        <Chip to={withParam(params, 'shType', landlordOnly ? null : 'host')} on={landlordOnly}>
          屋主直租
        </Chip>
      </Group>
      <Group label="狀態">
        <RecentlyConfirmedChip params={params} still="仍可租" />
      </Group>
    </FilterFold>
  );
}
