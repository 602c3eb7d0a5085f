import type { FormRefusal } from './use-form-submit.ts';

/** A refusal that names no field (wrong password, a lockout, no connection), read out at once. */
export function FormAlert({ refusal }: { refusal: FormRefusal | null }) {
  if (!refusal || refusal.field) return null;
  return (
    <p className="mf__alert" role="alert">
      {refusal.message}
    </p>
  );
}
