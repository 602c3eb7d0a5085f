import { NEW_BUILD_PURPOSES, NEW_BUILD_SHAPES, NEW_BUILD_TAGS } from '@591/config';
import { CheckboxField, RadioField } from '../post/field-controls.tsx';
import { projectTexts } from './project-inputs.tsx';
import type { ProjectStepProps } from './project-steps.ts';

/** 建案資料: the project's name and kind, the companies behind it, its permit and completion. */
export function BasicsStep(props: ProjectStepProps) {
  const { fields, update, errorOf } = props;
  const text = projectTexts(props);
  return (
    <>
      {text('name', '建案名稱', 30)}
      <RadioField
        name="buildType"
        legend="建案狀態"
        value={fields.buildType}
        choices={[
          { value: 1, label: '預售屋' },
          { value: 2, label: '新成屋' },
        ]}
        onChange={(buildType) => update({ buildType })}
        error={errorOf('buildType')}
      />
      <RadioField
        name="purpose"
        legend="規劃用途"
        value={fields.purpose}
        choices={NEW_BUILD_PURPOSES.map((item) => ({ value: item.id, label: item.name }))}
        onChange={(purpose) => update({ purpose })}
        error={errorOf('purpose')}
      />
      <RadioField
        name="shape"
        legend="建築型態"
        value={fields.shape}
        choices={NEW_BUILD_SHAPES.map((item) => ({ value: item.id, label: item.name }))}
        onChange={(shape) => update({ shape })}
        error={errorOf('shape')}
      />
      {text('builder', '投資興建', 40)}
      {text('constructorName', '營造公司', 40)}
      {text('salesAgent', '企劃銷售', 40)}
      {text('architect', '建築設計', 40)}
      {text('permitNumber', '建照號碼', 40, { hint: '預售屋填建照號碼，新成屋可填使用執照號碼' })}
      {text('completion', '完工日期', 7, { type: 'month', hint: '年月，例如 2029-06' })}
      <CheckboxField
        name="tags"
        legend="建案特色"
        values={fields.tags}
        choices={NEW_BUILD_TAGS.map((tag) => ({ value: tag, label: tag }))}
        onChange={(tags) => update({ tags })}
        error={errorOf('tags')}
      />
    </>
  );
}
