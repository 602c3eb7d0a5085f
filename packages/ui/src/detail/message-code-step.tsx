import type { ListingMessageField } from '@591/api-client';
import { useEffect, useRef } from 'react';
import { SmsCodeField } from '../forms/sms-code-field.tsx';
import { useSmsCode } from '../forms/use-sms-code.ts';

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
  );
}
