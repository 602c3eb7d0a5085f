import { numberInputs } from '../post/number-input.tsx';
import { RegionDistrictFields } from '../post/region-district-fields.tsx';
import { projectTexts } from './project-inputs.tsx';
import type { ProjectStepProps } from './project-steps.ts';

/**
 * 基地位置: 縣市 and 鄉鎮市區 (the map point starts at the district's centre and can be set
 * exactly), the road, and the site's 基地面積 and 建蔽率.
 */
export function SiteStep(props: ProjectStepProps) {
  const { fields, update, errorOf } = props;
  const number = numberInputs(props);
  const text = projectTexts(props);
  return (
    <>
      <RegionDistrictFields
        regionId={fields.regionId}
        districtId={fields.districtId}
        update={update}
        regionError={errorOf('regionId')}
        districtError={errorOf('districtId')}
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
