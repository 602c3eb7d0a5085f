import type { RegionWithDistricts } from '@591/api-client';
import { useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { FilterChip, FilterGroup } from '@591/ui';

/** 行政區 on market.'s pages: the whole region, or one of its districts (`sectionid`). */
export function DistrictFilter({
  region,
  sectionId,
}: {
  region: RegionWithDistricts;
  sectionId: number | null;
}) {
  const [params] = useSearchParams();
  return (
    <FilterGroup label="行政區">
      <FilterChip to={withParam(params, 'sectionid', null)} on={sectionId === null}>
        {`${region.name}全區`}
      </FilterChip>
      {region.districts.map((choice) => (
        <FilterChip
          key={choice.id}
          to={withParam(params, 'sectionid', String(choice.id))}
          on={sectionId === choice.id}
        >
          {choice.name}
        </FilterChip>
      ))}
    </FilterGroup>
  );
}

/** The same page for another region: its districts differ, so the district choice goes. */
export const inRegion = (params: URLSearchParams, regionId: number) =>
  withParam(withParam(params, 'sectionid', null), 'regionid', String(regionId)).toString();
