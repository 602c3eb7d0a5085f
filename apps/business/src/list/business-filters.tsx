import type { ListingFilters as Filters, RegionWithDistricts } from '@591/api-client';
import {
  BUSINESS_DEALS,
  BUSINESS_LIST_KINDS,
  LISTING_TYPE,
  type RegionPlace,
  SHOP_KIND,
} from '@591/config';
import { useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
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
import {
  chosenFilterCount,
  hasFrontage,
  kindOf,
  typeOf,
  withKind,
  withType,
} from '../search/business-search.ts';
import { SingleChoiceChips } from './single-choice-chips.tsx';

/** Sales are priced in 萬; rentals and transfers (whose price is the rent) in 元 a month. */
const { sale: SALE_TYPE, transfer: TRANSFER_TYPE } = LISTING_TYPE;

const SALE_PRICE: RangeKind = { label: '總價', unit: '萬', max: 999_999 };
const RENT_PRICE: RangeKind = { label: '租金', unit: '元', max: 9_999_999 };

/**
 * Every filter of the business list. All state is in the URL, so back, forward, reload and
 * shared links just work; below md they fold behind one 篩選 button.
 */
export function BusinessFilters({
  filters,
  region,
  circles,
}: {
  filters: Filters;
  region: RegionWithDistricts;
  circles: readonly RegionPlace[];
}) {
  const [params] = useSearchParams();
  const type = typeOf(params);
  const priceKind = type === SALE_TYPE ? SALE_PRICE : RENT_PRICE;
  const custom = customRangeOf(params.get('price'), filters.price);
  return (
    <FilterFold chosen={chosenFilterCount(params)}>
      <Group label="交易">
        <SingleChoiceChips
          options={BUSINESS_DEALS}
          current={type}
          to={(id) => withType(params, id ?? 1)}
        />
      </Group>
      <Group label="類型">
        {/* Only shops are transferred (頂讓). */}
        <SingleChoiceChips
          options={
            type === TRANSFER_TYPE
              ? BUSINESS_LIST_KINDS.filter((kind) => kind.id === SHOP_KIND)
              : BUSINESS_LIST_KINDS
          }
          current={kindOf(params)}
          to={(id) => withKind(params, id)}
          any
        />
      </Group>
      <Group label="行政區">
        <ChoiceChips name="section" options={region.districts} params={params} />
      </Group>
      {circles.length > 0 && (
        <Group label="商圈">
          <ChoiceChips name="circle" options={circles} params={params} />
        </Group>
      )}
      <Group label={priceKind.label}>
        <ChoiceChips name="price" options={filters.price} params={params} />
        {custom && (
          <Chip to={withParam(params, 'price', null)} on>
            {`${custom.lower || 0}-${custom.upper || '不限'}${priceKind.unit}`}
          </Chip>
        )}
        <PriceRangeForm bands={filters.price} kind={priceKind} />
      </Group>
      <Group label="坪數">
        <ChoiceChips name="area" options={filters.area} params={params} />
      </Group>
      <Group label="樓層">
        <ChoiceChips name="floor" options={filters.floors} params={params} />
      </Group>
      {hasFrontage(params) && (
        <Group label="面寬">
          <ChoiceChips name="frontage" options={filters.frontages} params={params} />
        </Group>
      )}
      <Group label="關鍵字">
        <KeywordForm placeholder="路名、大樓或商圈" />
      </Group>
    </FilterFold>
  );
}
