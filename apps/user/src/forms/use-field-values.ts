import { type ChangeEvent, useState } from 'react';

/**
 * The text a member types into a form's fields, kept across refusals. `bind` gives a
 * TextField its name, value, change handler and the API's words about it.
 */
export function useFieldValues<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const bind = (name: F, error?: string) => ({
    name,
    value: values[name],
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, bind };
}
