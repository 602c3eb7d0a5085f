import { NumberField } from './field-controls.tsx';

/** The names of a form's fields whose values are of one kind (number, string). */
export type FieldsOf<Fields, Kind> = {
  [Name in keyof Fields]-?: NonNullable<Fields[Name]> extends Kind ? Name : never;
}[keyof Fields];

/** A draft's fields as a step edits them: a listing's or a project's. */
export interface BoundFields<Fields> {
  fields: Fields;
  update: (patch: Partial<Fields>) => void;
  errorOf: (field: keyof Fields) => string | undefined;
}

/** A step's number fields, each bound to its draft field, saved value and refusal. */
export function numberInputs<Fields extends object>({
  fields,
  update,
  errorOf,
}: BoundFields<Fields>) {
  return (
    name: FieldsOf<Fields, number>,
    label: string,
    unit: string,
    limits: { min?: number; max?: number; step?: number } = {},
  ) => (
    <NumberField
      name={String(name)}
      label={label}
      unit={unit}
      value={fields[name] as number | undefined}
      onChange={(value) => update({ [name]: value } as Partial<Fields>)}
      error={errorOf(name)}
      {...limits}
    />
  );
}
