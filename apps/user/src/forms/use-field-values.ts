import { useTypedBeforeStart } from '@591/ui';
import { type ChangeEvent, useRef, useState } from 'react';

/**
 * The text a member types into a form's fields, kept across refusals. `bind` gives a
 * TextField its name, value, change handler and the API's words about it; `form` goes on the
 * form (and to useFormSubmit). Text typed into the server's form before its code ran is taken
 * in when it starts (see useTypedBeforeStart).
 */
export function useFieldValues<F extends string>(initial: Record<F, string>) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  useTypedBeforeStart(form, (name, value) => {
    if (name in initial && typeof value === 'string') {
      setValues((current) => ({ ...current, [name]: value }));
    }
  });
  const bind = (name: F, error?: string) => ({
    name,
    value: values[name],
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { form, values, setValues, bind };
}
