import type { RegionWithDistricts } from '@591/api-client';
import { useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { OneChoiceChips } from './choice-chips.tsx';
import { FilterGroup } from './filter-chip.tsx';

/**
 * 行政區 on the pages of a host of its own (market., upscale.): the whole region, or one of its
 * districts (`sectionid`).
 */
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
      <OneChoiceChips
        name="sectionid"
        choices={[
          { value: null, name: `${region.name}全區` },
          ...region.districts.map((choice) => ({ value: String(choice.id), name: choice.name })),
        ]}
        current={sectionId === null ? null : String(sectionId)}
        params={params}
      />
    </FilterGroup>
  );
}

/** The same page for another region: its districts differ, so the district choice goes. */
export const inRegion = (params: URLSearchParams, regionId: number) =>
  withParam(withParam(params, 'sectionid', null), 'regionid', String(regionId)).toString();
