import { register } from '@591/api-client';
import { legalPageUrl, memberPageUrl, RETURN_PARAM } from '@591/config';
import { userFromOauth, useUserStore } from '@591/identity';
import { useSearchParams } from '@591/react-router';
import { useTypedBeforeStart } from '@591/ui';
import { useState } from 'react';
import { returnUrlOf, useGoTo } from '../auth/return-target.ts';
import { CodeField } from '../forms/code-field.tsx';
import { FieldMessage } from '../forms/field-message.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import { SexField } from '../forms/sex-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useFieldValues } from '../forms/use-field-values.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';

const TERMS_MESSAGE = '請先閱讀並同意會員服務條款與隱私權政策';

/**
 * 免費註冊: the mobile is confirmed by a code texted to it; the API checks every field and its
 * words show at the field, with what was typed kept. A new member is logged in at once and
 * goes back to the page that sent them.
 */
export function Component() {
  const [search] = useSearchParams();
  const goTo = useGoTo();
  const { form, values, bind } = useFieldValues({
    mobile: '',
    code: '',
    password: '',
    realname: '',
  });
  const [sex, setSex] = useState(0);
  const [agreed, setAgreed] = useState(false);
  // The title and the terms chosen before the form's code ran count too, as the text does.
  useTypedBeforeStart(form, (name, value) => {
    if (name === 'sex') setSex(Number(value));
    if (name === 'terms') setAgreed(value === true);
  });
  const { pending, started, refusal, setRefusal, onSubmit, fieldError } = useFormSubmit(
    form,
    async () =>
      // The only check made here: the terms are the site's, not a field the API keeps.
      agreed
        ? register({ ...values, sex })
        : { ok: false as const, message: TERMS_MESSAGE, field: 'terms' },
    (member) => {
      useUserStore.getState().setUser(userFromOauth({ status: 1, data: member }));
      goTo(returnUrlOf(search));
    },
  );
  const returnTo = search.get(RETURN_PARAM) ?? undefined;
  const typed = (field: keyof typeof values) => bind(field, fieldError(field));
  const termsError = fieldError('terms');
  return (
    <section className="member-card" aria-labelledby="register-title">
      <style href="@591/user/member-form" precedence="default">
        {MEMBER_FORM_CSS}
      </style>
      <h1 id="register-title">免費註冊會員</h1>
      <p className="member-card__lead">用手機號碼註冊，收藏物件、保存留言，刊登出租與出售。</p>
      <form
        ref={form}
        className="mf"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="register-title"
      >
        <TextField
          {...typed('mobile')}
          label="手機號碼"
          type="tel"
          inputMode="tel"
          autoComplete="username"
          maxLength={16}
          required
          hint="例如 0912-345-678，登入時使用；請先以簡訊驗證碼確認是您的手機"
        />
        <CodeField
          value={values.code}
          onChange={typed('code').onChange}
          error={fieldError('code')}
          purpose="register"
          mobile={values.mobile}
          started={started}
          setRefusal={setRefusal}
        />
        <TextField
          {...typed('password')}
          label="密碼"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          required
          hint="至少 8 個字元，避免常見密碼"
        />
        <TextField
          {...typed('realname')}
          label="姓名"
          autoComplete="name"
          maxLength={20}
          required
        />
        <SexField value={sex} onChange={setSex} error={fieldError('sex')} />
        <div className="mf__field">
          <label className="mf__check">
            <input
              type="checkbox"
              name="terms"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'mf-terms-error' : undefined}
            />
            <span>
              我已閱讀並同意
              <a href={legalPageUrl('terms')} target="_blank" rel="noopener">
                會員服務條款
              </a>
              與
              <a href={legalPageUrl('privacy', 'member-account')} target="_blank" rel="noopener">
                隱私權政策
              </a>
            </span>
          </label>
          <FieldMessage id="mf-terms-error" message={termsError} />
        </div>
        <FormAlert refusal={refusal} />
        <button type="submit" className="mf__submit" disabled={pending || !started}>
          {pending ? '註冊中…' : '註冊'}
        </button>
      </form>
      <p className="member-card__switch">
        已經是會員？<a href={memberPageUrl('login', returnTo)}>登入</a>
      </p>
    </section>
  );
}
