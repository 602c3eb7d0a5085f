import type { MetroLine, RegionWithDistricts, University } from '@591/api-client';
import { useSearchParams } from '@591/react-router';
import { listParam, withParam } from '@591/router';
import { FilterChip as Chip, ChoiceChips, FilterGroup as Group } from '@591/ui';
import { type SearchMode, searchMode, withSearchMode } from './search-mode.ts';

const MODES: { mode: SearchMode; name: string }[] = [
  { mode: 'district', name: '依行政區' },
  { mode: 'metro', name: '依捷運站' },
  { mode: 'school', name: '依學校' },
];

/** Universities: school=0 is near any; picking one or more replaces it with their ids. */
function SchoolChips({
  universities,
  params,
}: {
  universities: University[];
  params: URLSearchParams;
}) {
  const chosen = listParam(params, 'school').filter((id) => id !== '0');
  const toggle = (id: string) => {
    const next = chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id];
    return withParam(params, 'school', next.length > 0 ? next.join(',') : '0');
  };
  return (
    <>
      <Chip to={withParam(params, 'school', '0')} on={chosen.length === 0}>
        所有學校
      </Chip>
      {universities.map((university) => (
        <Chip
          key={university.id}
          to={toggle(String(university.id))}
          on={chosen.includes(String(university.id))}
        >
          {university.name}
        </Chip>
      ))}
    </>
  );
}

/**
 * Where to look inside the region: by district (several), along metro lines and stations
 * (mrt=1, mrtline, station) or around universities (school=0 or ids). Regions without a
 * metro do not offer it.
 */
export function PlaceFilters({
  region,
  metroLines,
  universities,
  hasMetro,
}: {
  region: RegionWithDistricts;
  metroLines: MetroLine[] | null;
  universities: University[] | null;
  hasMetro: boolean;
}) {
  const [params] = useSearchParams();
  const mode = searchMode(params);
  const chosenLines = listParam(params, 'mrtline');
  // Stations are offered for the lines picked, so the list stays short.
  const stations = (metroLines ?? [])
    .filter((line) => chosenLines.includes(String(line.id)))
    .flatMap((line) => line.stations);
  return (
    <>
      <Group label="找房方式">
        {MODES.filter((option) => hasMetro || option.mode !== 'metro').map((option) => (
          <Chip
            key={option.mode}
            to={withSearchMode(params, option.mode)}
            on={mode === option.mode}
          >
            {option.name}
          </Chip>
        ))}
      </Group>
      {mode === 'district' && (
        <Group label="行政區">
          <ChoiceChips name="section" options={region.districts} params={params} />
        </Group>
      )}
      {mode === 'metro' && metroLines && (
        <>
          <Group label="捷運線">
            <ChoiceChips name="mrtline" options={metroLines} params={params} />
          </Group>
          {stations.length > 0 && (
            <Group label="車站">
              <ChoiceChips name="station" options={stations} params={params} />
            </Group>
          )}
        </>
      )}
      {mode === 'school' && universities && (
        <Group label="學校">
          <SchoolChips universities={universities} params={params} />
        </Group>
      )}
    </>
  );
}
