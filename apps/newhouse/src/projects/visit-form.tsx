import { bookVisit, type NewBuildDetail, type Visit } from '@591/api-client';
import {
  mobileDigits,
  monthDay,
  roomsText,
  taiwanDate,
  VISIT_DAYS_AHEAD,
  VISIT_PARTS_OF_DAY,
} from '@591/config';
import { useUserStore } from '@591/identity';
import {
  bookingFormCss,
  ConsentField,
  SmsCodeField,
  useFormFields,
  useHasStarted,
  useSmsCode,
} from '@591/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';

const CSS = `
.visit-form{display:grid;gap:14px}
.visit-form h2{margin:0;font-size:18px}
.visit-form__field{display:grid;gap:4px}
.visit-form label,.visit-form legend{font-size:15px;color:#333}
.visit-form input,.visit-form select{width:100%;min-height:44px;padding:8px 10px;border:1px solid #8a8a8a;border-radius:6px;font:inherit;font-size:16px;background:#fff;color:#222}
.visit-form [aria-invalid="true"]{border-color:#c62828}
.visit-form__parts{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0;padding:0;border:0}
.visit-form__parts label,.visit-form__consent{display:inline-flex;align-items:center;gap:6px;min-height:44px}
.visit-form__parts input,.visit-form__consent input{width:auto;min-height:0}
${bookingFormCss('visit-form')}`;

/** The typed fields; consent is the checkbox, read as it stands when the form is sent. */
const EMPTY = {
  name: '',
  mobile: '',
  date: '',
  partOfDay: '',
  rooms: '',
  code: '',
};

const partName = (id: string) => VISIT_PARTS_OF_DAY.find((part) => part.id === id)?.name ?? '';

/**
 * 預約賞屋: the visitor's name and mobile, a day and part of it, the room type wanted and
 * consent to the privacy statement. A one-time SMS code confirms the mobile, except a
 * member's own. The API checks every field and its words show at the field; nothing typed is
 * lost, also what was typed before the page's code ran.
 */
export function VisitForm({ project }: { project: NewBuildDetail }) {
  const { id, form, values, set, setValues, refusal, setRefusal, fieldProps, errorAt, labelled } =
    useFormFields(EMPTY, 'visit-form');
  const member = useUserStore((user) => (user.isLogin ? user : null));
  const started = useHasStarted();
  const [sending, setSending] = useState(false);
  const sms = useSmsCode({ purpose: 'visit', setRefusal, fallbackField: 'mobile' });
  const [booked, setBooked] = useState<Visit | null>(null);
  const consent = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!member) return;
    setValues((typed) => ({ ...typed, mobile: typed.mobile || member.mobile }));
  }, [member, setValues]);

  const ownMobile =
    member?.mobileConfirmed === true && mobileDigits(values.mobile) === member.mobile;

  const askCode = async () => {
    sms.clearNote();
    await sms.send(values.mobile);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setRefusal(null);
    const result = await bookVisit(project.id, {
      ...values,
      code: ownMobile ? undefined : values.code,
      consent: consent.current?.checked ?? false,
    });
    setSending(false);
    if (!result.ok) {
      setRefusal({ message: result.message, field: result.field });
      return;
    }
    setBooked(result.data);
    set('code', '');
  };

  if (booked) {
    return (
      <p className="visit-form__done" role="status" data-testid="visit-booked">
        已預約 {project.name} {monthDay(booked.date)} {partName(booked.partOfDay)}
        賞屋，接待中心將以 {booked.mobile} 與您聯絡。
      </p>
    );
  }

  return (
    <form
      ref={form}
      className="visit-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      data-testid="visit-form"
    >
      <style href="@591/newhouse/visit-form" precedence="default">
        {CSS}
      </style>
      <h2 id={`${id}-title`}>預約賞屋</h2>
      {labelled(
        'name',
        '姓名',
        <input {...fieldProps('name')} autoComplete="name" maxLength={20} />,
      )}
      {labelled(
        'mobile',
        '手機號碼',
        <input
          {...fieldProps('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
        />,
        ownMobile ? '以會員本人手機預約，不需驗證碼。' : undefined,
      )}
      {!ownMobile && (
        <SmsCodeField
          block="visit-form"
          input={fieldProps('code')}
          onSend={askCode}
          sendDisabled={!started}
          resendIn={sms.resendIn}
          note={sms.note}
          error={errorAt('code')}
        />
      )}
      {labelled(
        'date',
        '希望日期',
        <input
          {...fieldProps('date')}
          type="date"
          min={taiwanDate(new Date(), 1)}
          max={taiwanDate(new Date(), VISIT_DAYS_AHEAD)}
        />,
      )}
      <fieldset
        className="visit-form__parts"
        aria-describedby={refusal?.field === 'partOfDay' ? `${id}-partOfDay-error` : undefined}
      >
        <legend>希望時段</legend>
        {VISIT_PARTS_OF_DAY.map((part) => (
          <label key={part.id}>
            <input
              type="radio"
              name="partOfDay"
              value={part.id}
              checked={values.partOfDay === part.id}
              onChange={() => set('partOfDay', part.id)}
            />
            {part.name}
          </label>
        ))}
      </fieldset>
      {errorAt('partOfDay')}
      {labelled(
        'rooms',
        '想看的格局',
        <select {...fieldProps('rooms')}>
          <option value="">不限</option>
          {project.rooms.map((rooms) => (
            <option key={rooms} value={rooms}>
              {roomsText([rooms])}
            </option>
          ))}
        </select>,
      )}
      <ConsentField
        block="visit-form"
        id={id}
        inputRef={consent}
        caller="接待中心"
        refusal={refusal}
      />
      <button type="submit" className="visit-form__submit" disabled={sending || !started}>
        {sending ? '送出中…' : '送出預約'}
      </button>
    </form>
  );
}
