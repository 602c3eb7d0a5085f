import { type ReactNode, useId, useRef, useState } from 'react';
import { useFocusRefusedField } from './focus-refused-field.ts';
import { useTypedBeforeStart } from './typed-before-start.ts';

/** A form's refusal from the API: its words, and the field they are about (none: the form's). */
export interface FieldRefusal {
  message: string;
  field?: string;
}

/**
 * The state of a form whose text fields the API checks: the values as typed (also before the
 * page's code ran), the refusal, and for each field its control's props, its words when
 * refused, and the whole field (label, control, hint, words). A refused field is marked
 * invalid, described by its words and focused. `block` names the form's classes, each form
 * keeping its own look: `{block}__field`, `{block}__hint`, `{block}__error`.
 */
export function useFormFields<Field extends string>(initial: Record<Field, string>, block: string) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  const set = (field: Field, value: string) => setValues((typed) => ({ ...typed, [field]: value }));
  useTypedBeforeStart(form, (name, value) => {
    if (name in initial && typeof value === 'string') set(name as Field, value);
  });
  useFocusRefusedField(form, refusal);

  const fieldProps = (field: Field) => {
    const invalid = refusal?.field === field;
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-${field}-error` : undefined,
      onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    };
  };
  const errorAt = (field: Field) =>
    refusal?.field === field && (
      <p className={`${block}__error`} id={`${id}-${field}-error`}>
        {refusal.message}
      </p>
    );
  const labelled = (field: Field, label: string, control: ReactNode, hint?: string) => (
    <div className={`${block}__field`}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      {control}
      {hint && <p className={`${block}__hint`}>{hint}</p>}
      {errorAt(field)}
    </div>
  );
  return { id, form, values, set, setValues, refusal, setRefusal, fieldProps, errorAt, labelled };
}
