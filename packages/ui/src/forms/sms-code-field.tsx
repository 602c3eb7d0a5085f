import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * The SMS code step of a form whose mobile a one-time code confirms: the code, 發送驗證碼
 * (counting down while a resend must wait), what was sent, and the API's words about the code.
 * `block` names the form's classes (`{block}__field`, `__code`, `__hint`), as useFormFields.
 */
export function SmsCodeField({
  block,
  input,
  onSend,
  sendDisabled,
  resendIn,
  note,
  error,
  label = '簡訊驗證碼',
}: {
  block: string;
  /** Where a form asks two codes (a change of mobile), which one this is. */
  label?: string;
  /** The code input's props (useFormFields' `fieldProps('code')`). */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  onSend: () => void;
  sendDisabled: boolean;
  /** Seconds before another code may be sent (useCountdown). */
  resendIn: number;
  note: string | null;
  error: ReactNode;
}) {
  return (
    <div className={`${block}__field`}>
      <label htmlFor={input.id}>{label}</label>
      <div className={`${block}__code`}>
        <input {...input} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        {/* While the resend waits, aria-disabled rather than disabled: a disabled button would
            drop the keyboard's focus to the page's start just after a code was asked for. */}
        <button
          type="button"
          onClick={resendIn > 0 ? undefined : onSend}
          disabled={sendDisabled}
          aria-disabled={resendIn > 0 ? true : undefined}
        >
          {resendIn > 0 ? `${resendIn} 秒後可重送` : '發送驗證碼'}
        </button>
      </div>
      {note && (
        <p className={`${block}__hint`} role="status">
          {note}
        </p>
      )}
      {error}
    </div>
  );
}
