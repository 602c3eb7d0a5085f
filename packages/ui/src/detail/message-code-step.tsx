import type { ListingMessageField } from '@591/api-client';
import { useEffect, useRef } from 'react';
import { SmsCodeField } from '../forms/sms-code-field.tsx';
import { useSmsCode } from '../forms/use-sms-code.ts';

/** Drawn only with the step, so the listing page's first load does not carry it. */
const CSS = `
.message-form__code{display:flex;gap:8px}
.message-form__code button{flex:none;min-height:40px;padding:0 12px;border:1px solid #b35000;border-radius:6px;background:#fff;color:#8f4000;font:inherit;font-size:14px;cursor:pointer}
.message-form__code button:disabled,.message-form__code button[aria-disabled="true"]{border-color:#8a8a8a;color:#6b6b6b;cursor:default}
.message-form__hint{margin:0;color:#555;font-size:13px}
`;

/**
 * The message form's SMS code step, loaded when a visitor first asks for a code (a chunk of
 * its own: the listing page's first load carries only the button). It sends the code to the
 * mobile at once, then offers the code field and a resend.
 */
export default function MessageCodeStep({
  id,
  mobile,
  value,
  onChange,
  error,
  setError,
}: {
  id: string;
  mobile: string;
  value: string;
  onChange: (value: string) => void;
  error: { message: string; field?: ListingMessageField } | null;
  setError: (error: { message: string; field?: ListingMessageField } | null) => void;
}) {
  const sms = useSmsCode({
    purpose: 'message',
    setRefusal: (refusal) =>
      setError(
        refusal && { message: refusal.message, field: refusal.field as ListingMessageField },
      ),
    fallbackField: 'code',
  });
  // Sent once as the step opens (the click that opened it asked for it).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void sms.send(mobile);
  }, [sms, mobile]);
  const invalid = error?.field === 'code';
  return (
    <>
      <style href="@591/ui/message-code-step" precedence="default">
        {CSS}
      </style>
      <SmsCodeField
        block="message-form"
        input={{
          id: `${id}-code`,
          name: 'code',
          value,
          'aria-invalid': invalid,
          'aria-describedby': invalid ? `${id}-code-error` : undefined,
          onChange: (event) => onChange(event.target.value),
        }}
        onSend={() => sms.send(mobile)}
        sendDisabled={false}
        resendIn={sms.resendIn}
        note={sms.note}
        error={
          invalid && (
            <p className="message-form__error" id={`${id}-code-error`}>
              {error.message}
            </p>
          )
        }
      />
    </>
  );
}
