import { type ListingMessageField, sendListingMessage } from '@591/api-client';
import { useMemberPageLink, useUserStore } from '@591/identity';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFocusRefusedField } from '../forms/focus-refused-field.ts';
import { useHasStarted } from '../forms/has-started.ts';
import { useTypedBeforeStart } from '../forms/typed-before-start.ts';

const CSS = `
.message-form{display:grid;gap:12px}
.message-form__field{display:grid;gap:4px}
.message-form label{font-size:14px;color:#333}
.message-form input,.message-form textarea{width:100%;padding:8px 10px;border:1px solid #8a8a8a;border-radius:6px;font:inherit;font-size:16px;color:#222;background:#fff}
.message-form textarea{min-height:80px;resize:vertical}
.message-form [aria-invalid="true"]{border-color:#c62828}
.message-form__error{margin:0;color:#c62828;font-size:14px}
.message-form__send-code{justify-self:start;min-height:40px}
.message-form__status{margin:0;font-size:14px}
.message-form__status--sent{padding:8px 10px;border-radius:6px;background:#edf7ee;color:#1b5e20}
.message-form__member{margin:0;font-size:14px;color:#555}
.message-form__member a{color:#b35000}
.message-form__submit{min-height:44px;border:0;border-radius:6px;background:#b35000;color:#fff;font:inherit;font-size:16px;cursor:pointer}
.message-form__submit:hover{background:#8f4000}
.message-form__submit:disabled{background:#8a8a8a;cursor:wait}
`;

type CodeStep = typeof import('./message-code-step.tsx').default;

type Values = Record<ListingMessageField, string>;

const EMPTY: Values = { name: '', mobile: '', message: '', code: '' };

const FIELDS: {
  field: Exclude<ListingMessageField, 'code'>;
  label: string;
  type?: string;
  max: number;
}[] = [
  { field: 'name', label: '姓名', max: 20 },
  { field: 'mobile', label: '手機號碼', type: 'tel', max: 16 },
  { field: 'message', label: '留言內容', max: 500 },
];

/**
 * A message to the poster. The API checks what was typed and its words show next to the
 * field it names; what was typed stays until the message is sent. A member's name and number
 * are filled in, and the conversation is kept in their member centre; any other mobile is
 * confirmed by an SMS code, as the poster's replies are texted to it.
 */
export function MessageForm({ listingId }: { listingId: number }) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [error, setError] = useState<{ message: string; field?: ListingMessageField } | null>(null);
  const [sent, setSent] = useState(false);
  const started = useHasStarted();
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(form, (name, value) => {
    if (name in EMPTY && typeof value === 'string')
      setValues((typed) => ({ ...typed, [name]: value }));
  });
  const member = useUserStore((user) => (user.isLogin ? user : null));
  const loginLink = useMemberPageLink('login');

  // A member's name and number are known: filled in, unless something was typed already.
  useEffect(() => {
    if (!member) return;
    setValues((typed) => ({
      ...typed,
      name: typed.name || member.realName,
      mobile: typed.mobile || member.mobile,
    }));
  }, [member]);

  useFocusRefusedField(form, error);
  // A member writing from their own confirmed number needs no code: it is shown to be theirs.
  const needsCode = !member?.mobileConfirmed || values.mobile.replace(/\D/g, '') !== member.mobile;
  // The code step: its own chunk, loaded when a visitor first asks for a code.
  const [CodeStep, setCodeStep] = useState<CodeStep | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setSent(false);
    setError(null);
    const { code, ...fields } = values;
    const result = await sendListingMessage({ listingId, ...fields, ...(needsCode && { code }) });
    setSending(false);
    if (result.sent) {
      setSent(true);
      setValues((typed) => ({ ...typed, message: '', code: '' }));
      return;
    }
    setError({ message: result.message, field: result.field });
  };

  return (
    <form
      ref={form}
      className="message-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="留言給刊登者"
    >
      <style href="@591/ui/message-form" precedence="default">
        {CSS}
      </style>
      {FIELDS.map(({ field, label, type, max }) => {
        const inputId = `${id}-${field}`;
        const errorId = `${inputId}-error`;
        const invalid = error?.field === field;
        const common = {
          id: inputId,
          name: field,
          value: values[field],
          maxLength: max,
          required: true,
          'aria-invalid': invalid,
          'aria-describedby': invalid ? errorId : undefined,
          onChange: (event: { target: { value: string } }) =>
            setValues((typed) => ({ ...typed, [field]: event.target.value })),
        };
        return (
          <div className="message-form__field" key={field}>
            <label htmlFor={inputId}>{label}</label>
            {field === 'message' ? (
              <textarea {...common} rows={3} />
            ) : (
              <input
                {...common}
                type={type ?? 'text'}
                autoComplete={field === 'name' ? 'name' : 'tel'}
                inputMode={type === 'tel' ? 'tel' : undefined}
              />
            )}
            {invalid && (
              <p className="message-form__error" id={errorId}>
                {error.message}
              </p>
            )}
          </div>
        );
      })}
      {needsCode &&
        (CodeStep ? (
          <CodeStep
            id={id}
            mobile={values.mobile}
            value={values.code}
            onChange={(code) => setValues((typed) => ({ ...typed, code }))}
            error={error}
            setError={setError}
          />
        ) : (
          <button
            type="button"
            className="message-form__send-code"
            disabled={!started}
            onClick={() =>
              import('./message-code-step.tsx').then((step) => setCodeStep(() => step.default))
            }
          >
            發送驗證碼
          </button>
        ))}
      {error && (!error.field || (error.field === 'code' && !CodeStep)) && (
        <p className="message-form__error" role="alert">
          {error.message}
        </p>
      )}
      <div aria-live="polite">
        {sent && (
          <p className="message-form__status message-form__status--sent" data-testid="message-sent">
            留言已送出，刊登者回覆時會通知您。
          </p>
        )}
      </div>
      {!member && (
        <p className="message-form__member">
          <a {...loginLink}>登入會員</a>，留言會保存在會員中心的我的訊息
        </p>
      )}
      <button type="submit" className="message-form__submit" disabled={sending || !started}>
        {sending ? '送出中…' : '送出留言'}
      </button>
    </form>
  );
}
