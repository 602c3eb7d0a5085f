import { legalPageUrl } from '@591/config';
import type { Ref } from 'react';
import type { FieldRefusal } from './form-fields.tsx';

/**
 * The closing part of a booking form (預約看屋, 預約賞屋): consent to the privacy statement and
 * to being called by `caller`, its refusal, and a refusal that names no field. The checkbox is
 * read as it stands when the form is sent. `block` names the form's classes, as useFormFields.
 */
export function ConsentField({
  block,
  id,
  inputRef,
  caller,
  refusal,
}: {
  block: string;
  /** The form's id (useFormFields' `id`), so the error has its own. */
  id: string;
  inputRef: Ref<HTMLInputElement>;
  /** Who will call the person booking, e.g. 刊登者. */
  caller: string;
  refusal: FieldRefusal | null;
}) {
  const refused = refusal?.field === 'consent';
  return (
    <>
      <label className={`${block}__consent`}>
        <input
          ref={inputRef}
          type="checkbox"
          name="consent"
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-consent-error` : undefined}
        />
        <span>
          我同意
          <a href={legalPageUrl('privacy')} target="_blank" rel="noopener">
            隱私權政策
          </a>
          ，並同意{caller}以手機與我聯絡
        </span>
      </label>
      {refused && (
        <p className={`${block}__error`} id={`${id}-consent-error`}>
          {refusal.message}
        </p>
      )}
      {refusal && !refusal.field && (
        <p className={`${block}__error`} role="alert">
          {refusal.message}
        </p>
      )}
    </>
  );
}
