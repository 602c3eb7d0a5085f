import { numberInputs } from '../post/number-input.tsx';
import { PlacePinField } from '../post/place-pin-field.tsx';
import { RegionDistrictFields } from '../post/region-district-fields.tsx';
import { projectTexts } from './project-inputs.tsx';
import type { ProjectStepProps } from './project-steps.ts';

/**
 * 基地位置: 縣市 and 鄉鎮市區, the road, the pin on the map (from the district's centre to
 * the site), and the site's 基地面積 and 建蔽率.
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
      <PlacePinField
        lat={fields.lat}
        lng={fields.lng}
        update={update}
        error={errorOf('lat')}
        what="基地"
      />
      <div className="post__row">
        {number('siteArea', '基地面積', '坪', { min: 1, step: 0.01 })}
        {number('coverageRatio', '建蔽率', '%', { min: 1, max: 100, step: 0.1 })}
      </div>
    </>
  );
}
