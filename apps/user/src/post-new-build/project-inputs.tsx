import type { NewBuildDraftFields } from '@591/api-client';
import { TextField } from '../forms/text-field.tsx';
import { NumberField } from '../post/field-controls.tsx';
import type { ProjectStepProps } from './project-steps.ts';

type FieldsOf<Kind> = {
  [Name in keyof NewBuildDraftFields]-?: NonNullable<NewBuildDraftFields[Name]> extends Kind
    ? Name
    : never;
}[keyof NewBuildDraftFields];

type Bound = Pick<ProjectStepProps, 'fields' | 'update' | 'errorOf'>;

/** A step's number fields, each bound to its draft field, saved value and refusal. */
export function projectNumbers({ fields, update, errorOf }: Bound) {
  return (
    name: FieldsOf<number>,
    label: string,
    unit: string,
    limits: { min?: number; max?: number; step?: number } = {},
  ) => (
    <NumberField
      name={name}
      label={label}
      unit={unit}
      value={fields[name] as number | undefined}
      onChange={(value) => update({ [name]: value })}
      error={errorOf(name)}
      {...limits}
    />
  );
}

/** A step's text fields, each bound to its draft field; emptied is "not filled in yet". */
export function projectTexts({ fields, update, errorOf }: Bound) {
  return (
    name: FieldsOf<string>,
    label: string,
    maxLength: number,
    extra: { hint?: string; type?: string; inputMode?: 'tel' } = {},
  ) => (
    <TextField
      id={`post-${name}`}
      name={name}
      label={label}
      maxLength={maxLength}
      value={(fields[name] as string | undefined) ?? ''}
      onChange={(event) => update({ [name]: event.target.value || undefined })}
      error={errorOf(name)}
      {...extra}
    />
  );
}
