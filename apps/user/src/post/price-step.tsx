import { RENT_INCLUDES } from '@591/config';
import { CheckboxField } from './field-controls.tsx';
import { numberInputs } from './number-input.tsx';
import type { StepProps } from './post-steps.ts';

/** A parking space has no rooms or floors to speak of. */
const CARPORT_KIND = 8;

/** 公設比: the share of the 權狀 area that is common space, as buyers compare it. */
function publicRatio(area: number | undefined, publicArea: number | undefined): string | null {
  if (!area || publicArea === undefined) return null;
  return `${Math.round((publicArea / area) * 1000) / 10}%`;
}

/**
 * The price and the home: for a rental the monthly rent, deposit, management fee and what
 * the rent includes; for a sale the total price in 萬 and 權狀, 主建物 and 公設 坪 with the
 * computed 公設比; then area, layout, floor and age.
 */
export function PriceStep(props: StepProps) {
  const { section, fields, update, errorOf } = props;
  const sale = section === 'sale';
  const home = fields.kind !== CARPORT_KIND;
  const ratio = publicRatio(fields.area, fields.publicArea);
  const number = numberInputs(props);
  return (
    <>
      {sale
        ? number('price', '總價', '萬元', { min: 1 })
        : number('price', '月租金', '元', { min: 1 })}
      {!sale && number('depositMonths', '押金', '個月', { min: 0, max: 12 })}
      {!sale && (
        <CheckboxField
          name="rentIncludes"
          legend="租金包含"
          values={fields.rentIncludes}
          choices={RENT_INCLUDES.map((item) => ({ value: item.code, label: item.name }))}
          onChange={(rentIncludes) => update({ rentIncludes })}
          error={errorOf('rentIncludes')}
        />
      )}
      {number('managementFee', '管理費', '元/月', { min: 0 })}
      {number('area', sale ? '權狀坪數' : '坪數', '坪', { min: 0.1, step: 0.01 })}
      {sale && home && number('mainArea', '主建物', '坪', { min: 0, step: 0.01 })}
      {sale && home && number('publicArea', '公設', '坪', { min: 0, step: 0.01 })}
      {ratio && (
        <p className="mf__hint" data-testid="public-ratio">
          公設比 {ratio}
        </p>
      )}
      {home && (
        <div className="post__row">
          {number('rooms', '房', '間', { min: 0, max: 30 })}
          {number('livingRooms', '廳', '間', { min: 0, max: 10 })}
          {number('bathrooms', '衛', '間', { min: 0, max: 30 })}
        </div>
      )}
      {home && (
        <div className="post__row">
          {number('floor', '所在樓層', '樓，地下室填負數', { min: -5, max: 120 })}
          {number('totalFloors', '總樓層', '樓', { min: 1, max: 120 })}
        </div>
      )}
      {home && number('age', '屋齡', '年', { min: 0, max: 120 })}
    </>
  );
}
