import type { DraftFields } from '@591/api-client';
import { NumberField } from './field-controls.tsx';
import type { StepProps } from './post-steps.ts';

type NumberName = {
  [Name in keyof DraftFields]-?: NonNullable<DraftFields[Name]> extends number ? Name : never;
}[keyof DraftFields];

/** A step's number fields, each bound to its draft field, saved value and refusal. */
export function numberInputs({
  fields,
  update,
  errorOf,
}: Pick<StepProps, 'fields' | 'update' | 'errorOf'>) {
  return (
    name: NumberName,
    label: string,
    unit: string,
    limits: { min?: number; max?: number; step?: number } = {},
  ) => (
    <NumberField
      name={name}
      label={label}
      unit={unit}
      value={fields[name]}
      onChange={(value) => update({ [name]: value })}
      error={errorOf(name)}
      {...limits}
    />
  );
}
