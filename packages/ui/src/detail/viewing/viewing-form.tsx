import { bookViewing, fetchViewingSlots, type Viewing, type ViewingSlots } from '@591/api-client';
import { memberPageUrl, mobileDigits, VIEWING_ANSWER_HOURS } from '@591/config';
import { useUserStore } from '@591/identity';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { bookingFormCss } from '../../forms/booking-form-css.ts';
import { ConsentField } from '../../forms/consent-field.tsx';
import { useFormFields } from '../../forms/form-fields.tsx';
import { SmsCodeField } from '../../forms/sms-code-field.tsx';
import { useSmsCode } from '../../forms/use-sms-code.ts';
import { VIEWING_FORM_FIELDS } from './viewing-form-fields.ts';
import { ViewingTimeFields } from './viewing-time-fields.tsx';

const CSS = `
.viewing-form{display:grid;gap:14px}
.viewing-form__field{display:grid;gap:4px}
.viewing-form label,.viewing-form legend{font-size:15px;color:#333}
.viewing-form input[type=text],.viewing-form input[type=tel],.viewing-form input[type=date],.viewing-form input[inputmode=numeric]{width:100%;min-height:44px;padding:8px 10px;border:1px solid #8a8a8a;border-radius:6px;font:inherit;font-size:16px;background:#fff;color:#222}
.viewing-form [aria-invalid="true"]{border-color:#c62828}
.viewing-form fieldset{margin:0;padding:0;border:0;display:grid;gap:6px}
.viewing-form__day{display:flex;flex-wrap:wrap;gap:6px}
.viewing-form__slot{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 12px;border:1px solid #8a8a8a;border-radius:6px;background:#fff;color:#222;font-size:15px;cursor:pointer}
.viewing-form__slot:has(input:checked){border-color:#a04400;background:#fff3e8;color:#8a3d00;font-weight:700}
.viewing-form__slot:has(input:disabled){border-style:dashed;color:#6b6b6b;cursor:default}
.viewing-form__parts{display:flex;flex-wrap:wrap;gap:4px 16px}
.viewing-form__parts label,.viewing-form__consent{display:inline-flex;align-items:center;gap:6px;min-height:44px}
${bookingFormCss('viewing-form')}.viewing-form__done a{color:#1e4620}
`;

const MOBILE_MESSAGE = '請輸入正確的手機號碼（09 開頭共 10 碼）';

type Slots = ViewingSlots['data'];

/**
 * 預約看屋: a free slot of the coming days (or, where the poster opened none, a day and part
 * of day), name, mobile and consent. The mobile is checked as typed against the prefix rule,
 * so a wrong number is refused before any code is sent; a one-time code confirms it, except a
 * member's own. The API checks every field and its words show at the field.
 */
export default function ViewingForm({
  listingId,
  titleId,
}: {
  listingId: number;
  titleId: string;
}) {
  const [slots, setSlots] = useState<Slots | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    setSlots(undefined);
    fetchViewingSlots(listingId).then(setSlots, () => setFailed(true));
  }, [listingId]);
  useEffect(load, [load]);

  if (failed) {
    return (
      <p className="viewing-panel__loading" role="alert">
        無法讀取可預約時段。
        <button type="button" onClick={load}>
          重試
        </button>
      </p>
    );
  }
  if (slots === undefined) return <p className="viewing-panel__loading">正在讀取可預約時段…</p>;
  if (slots === null) return <p className="viewing-panel__loading">這個物件目前不開放預約看屋。</p>;
  return <BookingForm slots={slots} titleId={titleId} onFull={load} />;
}

function BookingForm({
  slots,
  titleId,
  onFull,
}: {
  slots: Slots;
  titleId: string;
  onFull: () => void;
}) {
  const { id, form, values, set, setValues, refusal, setRefusal, fieldProps, errorAt, labelled } =
    useFormFields(VIEWING_FORM_FIELDS, 'viewing-form');
  const member = useUserStore((user) => (user.isLogin ? user : null));
  const [sending, setSending] = useState(false);
  const [mobileChecked, setMobileChecked] = useState(false);
  const sms = useSmsCode({ purpose: 'viewing', setRefusal, fallbackField: 'code' });
  const [booked, setBooked] = useState<Viewing | null>(null);
  const consent = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!member) return;
    setValues((typed) => ({
      ...typed,
      name: typed.name || member.realName,
      mobile: typed.mobile || member.mobile,
    }));
  }, [member, setValues]);

  const digits = mobileDigits(values.mobile);
  const ownMobile = member?.mobileConfirmed === true && digits === member.mobile;
  // Refused as typed, once the seeker has left the field or asked for a code.
  const mobileWrong = mobileChecked && values.mobile.trim() !== '' && digits === null;
  const mobileRefusal = mobileWrong ? { message: MOBILE_MESSAGE, field: 'mobile' } : null;
  const shown = refusal ?? mobileRefusal;

  const askCode = async () => {
    sms.clearNote();
    setMobileChecked(true);
    if (!digits) {
      setRefusal({ message: MOBILE_MESSAGE, field: 'mobile' });
      return;
    }
    await sms.send(digits);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setRefusal(null);
    const asking = slots.way === 'ask';
    const result = await bookViewing({
      listingId: slots.listingId,
      ...(asking
        ? { askedDate: values.askedDate, askedPartOfDay: values.askedPartOfDay }
        : { slotStart: values.slotStart }),
      name: values.name,
      mobile: values.mobile,
      consent: consent.current?.checked ?? false,
      code: ownMobile ? undefined : values.code,
    });
    setSending(false);
    if (!result.ok) {
      setRefusal({ message: result.message, field: result.field });
      // Someone took the place meanwhile: show the slots as they are now.
      if (result.field === 'slotStart') onFull();
      return;
    }
    setBooked(result.data);
  };

  if (booked) {
    const confirmed = booked.status === 'confirmed';
    return (
      <p className="viewing-form__done" role="status" data-testid="viewing-booked">
        {confirmed ? '預約成功' : '已送出預約'}：{booked.when}。
        {confirmed
          ? '已以簡訊通知您。'
          : `屋主將於 ${VIEWING_ANSWER_HOURS} 小時內確認，結果會以簡訊${member ? '及通知中心' : ''}通知您。`}
        {member && (
          <>
            {' '}
            <a href={`${memberPageUrl('center')}/viewings`}>到會員中心查看</a>
          </>
        )}
      </p>
    );
  }

  const noSlot = slots.way === 'slots' && slots.days.length === 0;
  return (
    <form
      ref={form}
      className="viewing-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      data-testid="viewing-form"
    >
      <style href="@591/ui/viewing-form" precedence="default">
        {CSS}
      </style>
      <ViewingTimeFields
        slots={slots}
        fields={{ id, values, set, fieldProps, errorAt, labelled }}
        refusedField={shown?.field}
      />
      {labelled(
        'name',
        '姓名',
        <input {...fieldProps('name')} type="text" autoComplete="name" maxLength={20} />,
      )}
      <div className="viewing-form__field">
        <label htmlFor={`${id}-mobile`}>手機號碼</label>
        <input
          {...fieldProps('mobile')}
          aria-invalid={shown?.field === 'mobile' || undefined}
          aria-describedby={shown?.field === 'mobile' ? `${id}-mobile-error` : undefined}
          onBlur={() => setMobileChecked(true)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
        />
        {ownMobile && <p className="viewing-form__hint">以會員本人手機預約，不需驗證碼。</p>}
        {shown?.field === 'mobile' && (
          <p className="viewing-form__error" id={`${id}-mobile-error`} role="alert">
            {shown.message}
          </p>
        )}
      </div>
      {!ownMobile && (
        <SmsCodeField
          block="viewing-form"
          input={fieldProps('code')}
          onSend={askCode}
          sendDisabled={mobileWrong}
          resendIn={sms.resendIn}
          note={sms.note}
          error={errorAt('code')}
        />
      )}
      <ConsentField
        block="viewing-form"
        id={id}
        inputRef={consent}
        caller="刊登者"
        refusal={refusal}
      />
      <button type="submit" className="viewing-form__submit" disabled={sending || noSlot}>
        {sending ? '送出中…' : '送出預約'}
      </button>
    </form>
  );
}
