import { fetchRegion, type RegionWithDistricts } from '@591/api-client';
import { REGIONS } from '@591/config';
import { useEffect, useState } from 'react';
import { SelectField } from './field-controls.tsx';

/** Where a posting is: its region and district, and the map point (lat, lng) they imply. */
export interface PlacePatch {
  regionId?: number;
  districtId?: number;
  lat?: number;
  lng?: number;
}

/**
 * 縣市 and 鄉鎮市區 of a listing or a project. Choosing a district puts the map point at its
 * centre; choosing another region clears the district and the point, which no longer fit.
 */
export function RegionDistrictFields({
  regionId,
  districtId,
  update,
  regionError,
  districtError,
}: {
  regionId: number | undefined;
  districtId: number | undefined;
  update: (patch: PlacePatch) => void;
  regionError: string | undefined;
  districtError: string | undefined;
}) {
  const [region, setRegion] = useState<RegionWithDistricts | null>(null);
  useEffect(() => {
    if (regionId === undefined) return setRegion(null);
    fetchRegion(regionId).then(setRegion, () => setRegion(null));
  }, [regionId]);

  const chooseDistrict = (chosen: number | undefined) => {
    const district = region?.districts.find((item) => item.id === chosen);
    update({ districtId: chosen, lat: district?.lat, lng: district?.lng });
  };
  return (
    <>
      <SelectField
        name="regionId"
        label="縣市"
        placeholder="請選擇縣市"
        value={regionId}
        choices={REGIONS.map((item) => ({ value: item.id, label: item.name }))}
        onChange={(next) =>
          update({ regionId: next, districtId: undefined, lat: undefined, lng: undefined })
        }
        error={regionError}
      />
      <SelectField
        name="districtId"
        label="鄉鎮市區"
        placeholder={regionId ? '請選擇鄉鎮市區' : '請先選擇縣市'}
        value={districtId}
        choices={(region?.districts ?? []).map((item) => ({ value: item.id, label: item.name }))}
        onChange={chooseDistrict}
        error={districtError}
      />
    </>
  );
}
