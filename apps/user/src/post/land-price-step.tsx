import { fetchFilters } from '@591/api-client';
import { useEffect, useState } from 'react';
import { TextField } from '../forms/text-field.tsx';
import { type Choice, SelectField } from './field-controls.tsx';
import { numberInputs } from './number-input.tsx';
import type { StepProps } from './post-steps.ts';

const SALE_TYPE = 2;

/**
 * A plot's price and what land buyers filter by: 使用分區 (the land list's own zones), 地坪,
 * 面前路寬, then 面寬 and 地號 where the poster knows them.
 */
export function LandPriceStep(props: StepProps) {
  const { type, fields, update, errorOf } = props;
  const number = numberInputs(props);
  const [zones, setZones] = useState<Choice<number>[]>([]);
  useEffect(() => {
    fetchFilters('land', new URLSearchParams()).then(
      (filters) =>
        setZones(filters.zones.map((zone) => ({ value: Number(zone.id), label: zone.name }))),
      () => setZones([]),
    );
  }, []);
  return (
    <>
      {type === SALE_TYPE
        ? number('price', '總價', '萬元', { min: 1 })
        : number('price', '月租金', '元', { min: 1 })}
      {number('area', '地坪', '坪', { min: 0.1, step: 0.01 })}
      <SelectField
        name="landZone"
        label="使用分區"
        placeholder="請選擇使用分區"
        value={fields.landZone}
        choices={zones}
        onChange={(landZone) => update({ landZone })}
        error={errorOf('landZone')}
      />
      <div className="post__row">
        {number('roadWidth', '面前路寬', '米', { min: 0.5, max: 100, step: 0.1 })}
        {number('frontage', '面寬', '米，選填', { min: 0.5, max: 500, step: 0.1 })}
      </div>
      <TextField
        id="post-lotNumber"
        name="lotNumber"
        label="地號（選填）"
        hint="例如：信義段 123-4地號"
        maxLength={40}
        value={fields.lotNumber ?? ''}
        onChange={(event) => update({ lotNumber: event.target.value || undefined })}
        error={errorOf('lotNumber')}
      />
    </>
  );
}
