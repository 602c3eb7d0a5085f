import type { FormResult } from '@591/api-client';
import { useFocusRefusedField, useHasStarted } from '@591/ui';
import { type FormEvent, type RefObject, useState } from 'react';

export interface FormRefusal {
  message: string;
  field?: string;
}

/**
 * A member form's sending: one request at a time, the API's refusal kept to show (at its
 * field when it names one, which then gets the focus), what was typed left as it was. Until
 * the page's code has started, `started` is false and the form's button stays disabled: the
 * browser would otherwise send the fields in the address (a password among them).
 */
export function useFormSubmit<T>(
  form: RefObject<HTMLFormElement | null>,
  send: () => Promise<FormResult<T>>,
  onDone: (data: T) => void,
): {
  pending: boolean;
  started: boolean;
  refusal: FormRefusal | null;
  /** For a step of the form that asks the API apart (sending a code): its refusal shows alike. */
  setRefusal: (refusal: FormRefusal | null) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  fieldError: (field: string) => string | undefined;
} {
  const started = useHasStarted();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);

  useFocusRefusedField(form, refusal);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setRefusal(null);
    void send().then((result) => {
      setPending(false);
      if (result.ok) onDone(result.data);
      else setRefusal({ message: result.message, field: result.field });
    });
  };

  const fieldError = (field: string) => (refusal?.field === field ? refusal.message : undefined);

  return { pending, started, refusal, setRefusal, onSubmit, fieldError };
}
