import { NEW_BUILD_ROOMS } from '@591/config';
import { CheckboxField } from '../post/field-controls.tsx';
import { numberInputs } from '../post/number-input.tsx';
import { projectTexts } from './project-inputs.tsx';
import type { ProjectStepProps } from './project-steps.ts';

/**
 * 價格與規劃: the unit and total price ranges (or 價格待定), the sizes and room types, the
 * buildings and floors, 公設比, parking and the management fee.
 */
export function PlanStep(props: ProjectStepProps) {
  const { fields, update, errorOf } = props;
  const number = numberInputs(props);
  const text = projectTexts(props);
  return (
    <>
      <label className="mf__check">
        <input
          type="checkbox"
          name="priceUndecided"
          checked={fields.priceUndecided ?? false}
          onChange={(event) => update({ priceUndecided: event.target.checked || undefined })}
        />
        價格待定（尚未公開價格時勾選，建案頁顯示「價格待定」）
      </label>
      {!fields.priceUndecided && (
        <>
          <div className="post__row">
            {number('unitPriceMin', '單價下限', '萬/坪', { min: 1, step: 0.1 })}
            {number('unitPriceMax', '單價上限', '萬/坪', { min: 1, step: 0.1 })}
          </div>
          <div className="post__row">
            {number('totalPriceMin', '總價下限', '萬', { min: 1 })}
            {number('totalPriceMax', '總價上限', '萬', { min: 1 })}
          </div>
        </>
      )}
      <div className="post__row">
        {number('areaMin', '坪數下限', '坪', { min: 1, step: 0.01 })}
        {number('areaMax', '坪數上限', '坪', { min: 1, step: 0.01 })}
      </div>
      <CheckboxField
        name="rooms"
        legend="規劃房型"
        values={fields.rooms?.map(String)}
        choices={NEW_BUILD_ROOMS.map((room) => ({ value: String(room.id), label: room.name }))}
        onChange={(rooms) => update({ rooms: rooms.length ? rooms.map(Number) : undefined })}
        error={errorOf('rooms')}
      />
      <div className="post__row">
        {number('households', '總戶數', '戶', { min: 1 })}
        {number('buildings', '棟數', '棟', { min: 1 })}
      </div>
      <div className="post__row">
        {number('floorsAbove', '地上樓層', '樓', { min: 1, max: 120 })}
        {number('floorsBelow', '地下樓層', '層，沒有填 0', { min: 0, max: 20 })}
      </div>
      {number('publicRatio', '公設比', '%', { min: 0, max: 60, step: 0.1 })}
      <div className="post__row">
        {text('parkingPlan', '車位規劃', 40, { hint: '例如 坡道平面、機械車位；沒有車位填「無」' })}
        {number('parkingCount', '車位數', '個', { min: 0 })}
      </div>
      {number('managementFee', '管理費', '元/坪/月，未定填 0', { min: 0, max: 1000 })}
    </>
  );
}
