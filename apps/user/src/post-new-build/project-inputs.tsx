import type { NewBuildDraftFields } from '@591/api-client';
import { TextField } from '../forms/text-field.tsx';
import type { BoundFields, FieldsOf } from '../post/number-input.tsx';

/** A step's text fields, each bound to its draft field; emptied is "not filled in yet". */
export function projectTexts({ fields, update, errorOf }: BoundFields<NewBuildDraftFields>) {
  return (
    name: FieldsOf<NewBuildDraftFields, string>,
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
