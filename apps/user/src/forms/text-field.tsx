import type { InputHTMLAttributes } from 'react';
import { FieldMessage } from './field-message.tsx';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The API's words about this field; the input is marked invalid and described by them. */
  error?: string;
  hint?: string;
}

/** A labelled input of a member form, with a hint and the error the API gave for it. */
export function TextField({ name, label, error, hint, id, ...input }: TextFieldProps) {
  const inputId = id ?? `mf-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="mf__field">
      <label className="mf__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        name={name}
        className="mf__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <p className="mf__hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
