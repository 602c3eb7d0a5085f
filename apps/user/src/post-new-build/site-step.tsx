import { fetchRegion, type RegionWithDistricts } from '@591/api-client';
import { REGIONS } from '@591/config';
import { useEffect, useState } from 'react';
import { SelectField } from '../post/field-controls.tsx';
import { projectNumbers, projectTexts } from './project-inputs.tsx';
import type { ProjectStepProps } from './project-steps.ts';

/**
 * 基地位置: 縣市 and 鄉鎮市區 (the map point starts at the district's centre and can be set
 * exactly), the road, and the site's 基地面積 and 建蔽率.
 */
export function SiteStep(props: ProjectStepProps) {
  const { fields, update, errorOf } = props;
  const [region, setRegion] = useState<RegionWithDistricts | null>(null);
  useEffect(() => {
    if (fields.regionId === undefined) return setRegion(null);
    fetchRegion(fields.regionId).then(setRegion, () => setRegion(null));
  }, [fields.regionId]);
  const number = projectNumbers(props);
  const text = projectTexts(props);
  const chooseDistrict = (districtId: number | undefined) => {
    const district = region?.districts.find((item) => item.id === districtId);
    update({ districtId, lat: district?.lat, lng: district?.lng });
  };
  return (
    <>
      <SelectField
        name="regionId"
        label="縣市"
        placeholder="請選擇縣市"
        value={fields.regionId}
        choices={REGIONS.map((item) => ({ value: item.id, label: item.name }))}
        onChange={(regionId) =>
          update({ regionId, districtId: undefined, lat: undefined, lng: undefined })
        }
        error={errorOf('regionId')}
      />
      <SelectField
        name="districtId"
        label="鄉鎮市區"
        placeholder={fields.regionId ? '請選擇鄉鎮市區' : '請先選擇縣市'}
        value={fields.districtId}
        choices={(region?.districts ?? []).map((item) => ({ value: item.id, label: item.name }))}
        onChange={chooseDistrict}
        error={errorOf('districtId')}
      />
      {text('address', '基地地址（路段）', 60, { hint: '例如 和平東路二段；不含縣市與行政區' })}
      <p className="mf__hint">地圖位置：選擇鄉鎮市區後帶入該區中心，請再改為基地的經緯度。</p>
      <div className="post__row">
        {number('lat', '緯度', '度', { min: 21.8, max: 26.4, step: 0.000001 })}
        {number('lng', '經度', '度', { min: 118.1, max: 122.1, step: 0.000001 })}
      </div>
      <div className="post__row">
        {number('siteArea', '基地面積', '坪', { min: 1, step: 0.01 })}
        {number('coverageRatio', '建蔽率', '%', { min: 1, max: 100, step: 0.1 })}
      </div>
    </>
  );
}
