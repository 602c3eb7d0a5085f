import type { RegionWithDistricts } from '@591/api-client';
import { useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { FilterChip, FilterGroup } from '@591/ui';
import { DEFAULT_YEARS, type PriceSearch, YEAR_CHOICES } from './price-search.ts';

const CSS = `
.price-filters{margin:12px 0 0}
`;

/** One district (or the whole region) and the span of the trend, each a link that keeps the rest. */
export function PriceFilters({
  region,
  search,
}: {
  region: RegionWithDistricts;
  search: PriceSearch;
}) {
  const [params] = useSearchParams();
  return (
    <nav className="price-filters" aria-label="行情條件">
      <style href="@591/land/price-filters" precedence="default">
        {CSS}
      </style>
      <FilterGroup label="行政區">
        <FilterChip to={withParam(params, 'section', null)} on={search.sectionId === null}>
          {`${region.name}全區`}
        </FilterChip>
        {region.districts.map((district) => (
          <FilterChip
            key={district.id}
            to={withParam(params, 'section', String(district.id))}
            on={search.sectionId === district.id}
          >
            {district.name}
          </FilterChip>
        ))}
      </FilterGroup>
      <FilterGroup label="期間">
        {YEAR_CHOICES.map((years) => (
          <FilterChip
            key={years}
            to={withParam(params, 'years', years === DEFAULT_YEARS ? null : String(years))}
            on={search.years === years}
          >
            {`近${years}年`}
          </FilterChip>
        ))}
      </FilterGroup>
    </nav>
  );
}
