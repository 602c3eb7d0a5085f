import type { SmsCodeBody } from '@591/api-client';
import { SmsCodeField, useSmsCode } from '@591/ui';
import type { ChangeEvent } from 'react';
import { FieldMessage } from './field-message.tsx';
import type { FormRefusal } from './use-form-submit.ts';

interface CodeFieldProps {
  purpose: SmsCodeBody['purpose'];
  /** The form's field (the API names it when it refuses the code); `code` by default. */
  name?: string;
  label?: string;
  /** The mobile typed in the form: the code goes there. */
  mobile: string;
  /** The code typed (useFieldValues' `bind('code', …)`). */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  started: boolean;
  setRefusal: (refusal: FormRefusal | null) => void;
}

/**
 * 簡訊驗證碼 in a member form: a button sends a code to the mobile typed, and a refusal to
 * send (a wrong number, a resend too soon) shows at the mobile's field as the form's own do.
 */
export function CodeField({
  purpose,
  name = 'code',
  label,
  mobile,
  value,
  onChange,
  error,
  started,
  setRefusal,
}: CodeFieldProps) {
  const sms = useSmsCode({ purpose, setRefusal, fallbackField: 'mobile' });
  const errorId = error ? `mf-${name}-error` : undefined;
  return (
    <SmsCodeField
      block="mf"
      label={label}
      input={{
        id: `mf-${name}`,
        name,
        className: 'mf__input',
        value,
        onChange,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': errorId,
      }}
      onSend={() => void sms.send(mobile)}
      sendDisabled={!started}
      resendIn={sms.resendIn}
      note={sms.note}
      error={<FieldMessage id={errorId} message={error} />}
    />
  );
}
