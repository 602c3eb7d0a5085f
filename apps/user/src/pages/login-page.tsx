import { logIn } from '@591/api-client';
import { memberPageUrl, RETURN_PARAM } from '@591/config';
import { userFromOauth, useUserStore } from '@591/identity';
import { useSearchParams } from '@591/react-router';
import { useState } from 'react';
import { returnUrlOf, useGoTo } from '../auth/return-target.ts';
import { CodeField } from '../forms/code-field.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import { TextField } from '../forms/text-field.tsx';
import { useFieldValues } from '../forms/use-field-values.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';

/**
 * 會員登入. Wrong credentials and a slowed address are the API's words, as an alert; after
 * repeated failures on a number the API asks for an SMS code as well, and the code's field
 * appears (its owner is never locked out). Success goes back to the page that sent the
 * visitor (see returnUrlOf).
 */
export function Component() {
  const [search] = useSearchParams();
  const goTo = useGoTo();
  const { form, values, bind } = useFieldValues({ mobile: '', password: '', code: '' });
  const [codeAsked, setCodeAsked] = useState(false);
  const { pending, started, refusal, setRefusal, onSubmit, fieldError } = useFormSubmit(
    form,
    async () => {
      const result = await logIn({
        mobile: values.mobile,
        password: values.password,
        ...(codeAsked && { code: values.code }),
      });
      if (!result.ok && result.field === 'code') setCodeAsked(true);
      return result;
    },
    (member) => {
      useUserStore.getState().setUser(userFromOauth({ status: 1, data: member }));
      goTo(returnUrlOf(search));
    },
  );
  const returnTo = search.get(RETURN_PARAM) ?? undefined;
  return (
    <section className="member-card" aria-labelledby="login-title">
      <style href="@591/user/member-form" precedence="default">
        {MEMBER_FORM_CSS}
      </style>
      <h1 id="login-title">會員登入</h1>
      <p className="member-card__lead">登入後可收藏物件、查看留言紀錄與管理刊登。</p>
      <form ref={form} className="mf" noValidate onSubmit={onSubmit} aria-labelledby="login-title">
        <TextField
          {...bind('mobile', fieldError('mobile'))}
          label="手機號碼"
          type="tel"
          inputMode="tel"
          autoComplete="username"
          maxLength={16}
          required
        />
        <TextField
          {...bind('password', fieldError('password'))}
          label="密碼"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          required
        />
        {codeAsked && (
          <CodeField
            value={values.code}
            onChange={bind('code').onChange}
            error={fieldError('code')}
            purpose="login"
            mobile={values.mobile}
            started={started}
            setRefusal={setRefusal}
          />
        )}
        <FormAlert refusal={refusal} />
        <button type="submit" className="mf__submit" disabled={pending || !started}>
          {pending ? '登入中…' : '登入'}
        </button>
      </form>
      <p className="member-card__switch">
        <a href={memberPageUrl('forgot-password', returnTo)}>忘記密碼？</a>
      </p>
      <p className="member-card__switch">
        還不是會員？<a href={memberPageUrl('register', returnTo)}>免費註冊</a>
      </p>
    </section>
  );
}
