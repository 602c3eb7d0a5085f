import { sendSmsCode } from '@591/api-client';
import { useState } from 'react';
import type { FieldRefusal } from './form-fields.tsx';
import { useCountdown } from './use-countdown.ts';

type SmsPurpose = Parameters<typeof sendSmsCode>[0]['purpose'];

/**
 * Sends a one-time code to a mobile for a form: what was sent and how long a resend must
 * wait, or the API's refusal at its field (`fallbackField` where it names none).
 */
export function useSmsCode({
  purpose,
  setRefusal,
  fallbackField,
}: {
  purpose: SmsPurpose;
  setRefusal: (refusal: FieldRefusal | null) => void;
  fallbackField: string;
}) {
  const [note, setNote] = useState<string | null>(null);
  const [resendIn, setResendIn] = useCountdown();
  const send = async (mobile: string) => {
    const result = await sendSmsCode({ mobile, purpose });
    if (!result.ok) {
      setRefusal({ message: result.message, field: result.field ?? fallbackField });
      return;
    }
    setRefusal(null);
    setResendIn(result.data.resendAfter);
    setNote(`驗證碼已傳送至 ${mobile}，${result.data.expiresIn / 60} 分鐘內有效。`);
  };
  return { note, clearNote: () => setNote(null), resendIn, send };
}
