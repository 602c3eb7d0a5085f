import { type ContactBody, type ContactField, sendContactMessage } from '@591/api-client';
import { CONTACT_MESSAGE_LENGTH, CONTACT_TOPICS, originOf } from '@591/config';
import { useUserStore } from '@591/identity';
import { useFormFields, useHasStarted } from '@591/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { CONTACT_FORM_CSS } from './contact-form-styles.ts';

type Values = Required<Record<ContactField, string>>;

const EMPTY: Values = { topic: '', message: '', mobile: '', email: '', listingId: '' };

/**
 * 聯絡我們. The API checks every field and its words show at the field it names; what was typed
 * (also before the page's code ran) stays until the message is sent, and the answer is the
 * reference number to quote. A member's number is filled in, and their message and its reply
 * wait in the member centre.
 */
export function ContactForm() {
  const { id, form, values, setValues, refusal, setRefusal, fieldProps, errorAt } = useFormFields(
    EMPTY,
    'contact-form',
  );
  const [reference, setReference] = useState<string | null>(null);
  const started = useHasStarted();
  const [sending, setSending] = useState(false);
  const member = useUserStore((user) => (user.isLogin ? user : null));

  useEffect(() => {
    if (member) setValues((typed) => ({ ...typed, mobile: typed.mobile || member.mobile }));
  }, [member]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setRefusal(null);
    setReference(null);
    const result = await sendContactMessage(values satisfies ContactBody);
    setSending(false);
    if (!result.sent) {
      setRefusal({ message: result.message, field: result.field });
      return;
    }
    setReference(result.reference);
    setValues((typed) => ({ ...typed, message: '', listingId: '' }));
  };

  return (
    <form
      ref={form}
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-title"
    >
      <style href="@591/help/contact-form" precedence="default">
        {CONTACT_FORM_CSS}
      </style>
      <div className="contact-form__field">
        <label htmlFor={`${id}-topic`}>問題類型</label>
        <select {...fieldProps('topic')} required>
          <option value="">請選擇</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.name}
            </option>
          ))}
        </select>
        {errorAt('topic')}
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-message`}>問題說明</label>
        <textarea
          {...fieldProps('message')}
          rows={6}
          maxLength={CONTACT_MESSAGE_LENGTH.max}
          required
        />
        <p className="contact-form__hint">
          {CONTACT_MESSAGE_LENGTH.min} 至 {CONTACT_MESSAGE_LENGTH.max}{' '}
          個字：發生了什麼、在哪個頁面、你希望我們怎麼協助。
        </p>
        {errorAt('message')}
      </div>
      <fieldset className="contact-form__reply">
        <legend>回覆方式（至少填一項）</legend>
        <div className="contact-form__field">
          <label htmlFor={`${id}-mobile`}>手機號碼</label>
          <input
            {...fieldProps('mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={16}
          />
          {errorAt('mobile')}
        </div>
        <div className="contact-form__field">
          <label htmlFor={`${id}-email`}>電子郵件</label>
          <input {...fieldProps('email')} type="email" autoComplete="email" maxLength={200} />
          {errorAt('email')}
        </div>
      </fieldset>
      <div className="contact-form__field">
        <label htmlFor={`${id}-listingId`}>物件編號（選填）</label>
        <input {...fieldProps('listingId')} inputMode="numeric" maxLength={12} />
        {errorAt('listingId')}
      </div>
      {refusal && !refusal.field && (
        <p className="contact-form__error" role="alert">
          {refusal.message}
        </p>
      )}
      <div aria-live="polite">
        {reference && (
          <div className="contact-form__sent" data-testid="contact-sent">
            <p>
              已收到你的訊息，編號 <strong>{reference}</strong>。客服將於1個工作天內回覆。
            </p>
            {member && (
              <p>
                回覆也會出現在<a href={`${originOf('user')}/center/messages`}>會員中心的我的訊息</a>
                。
              </p>
            )}
          </div>
        )}
      </div>
      <button type="submit" className="contact-form__submit" disabled={sending || !started}>
        {sending ? '送出中…' : '送出'}
      </button>
    </form>
  );
}
