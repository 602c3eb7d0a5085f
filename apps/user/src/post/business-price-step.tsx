import { numberInputs } from './number-input.tsx';
import type { StepProps } from './post-steps.ts';

const SALE_TYPE = 2;
const TRANSFER_TYPE = 6;
const SHOP_KIND = 5;

/**
 * Premises: the rent (or a sale's total), a transfer's 頂讓金 and a lease's deposit, the area,
 * the floor in its building, a shop's frontage and the building's age.
 */
export function BusinessPriceStep(props: StepProps) {
  const { type, fields } = props;
  const number = numberInputs(props);
  const sale = type === SALE_TYPE;
  return (
    <>
      {sale
        ? number('price', '總價', '萬元', { min: 1 })
        : number('price', '月租金', '元', { min: 1 })}
      {type === TRANSFER_TYPE && number('transferFee', '頂讓金', '萬元', { min: 1 })}
      {!sale && number('depositMonths', '押金', '個月', { min: 0, max: 12 })}
      {number('managementFee', '管理費', '元/月，選填', { min: 0 })}
      {number('area', '坪數', '坪', { min: 0.1, step: 0.01 })}
      <div className="post__row">
        {number('floor', '所在樓層', '樓，地下室填負數', { min: -5, max: 120 })}
        {number('totalFloors', '總樓層', '樓', { min: 1, max: 120 })}
      </div>
      {fields.kind === SHOP_KIND && number('frontage', '面寬', '米，選填', { min: 0.5, step: 0.1 })}
      {number('age', '屋齡', '年，選填', { min: 0, max: 120 })}
    </>
  );
}
