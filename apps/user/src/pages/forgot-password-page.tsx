import { resetPassword } from '@591/api-client';
import { memberPageUrl, RETURN_PARAM } from '@591/config';
import { userFromOauth, useUserStore } from '@591/identity';
import { useSearchParams } from '@591/react-router';
import { returnUrlOf, useGoTo } from '../auth/return-target.ts';
import { CodeField } from '../forms/code-field.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import { TextField } from '../forms/text-field.tsx';
import { useFieldValues } from '../forms/use-field-values.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';

/**
 * 忘記密碼: a code texted to the registered mobile and a new password. Every device the member
 * was logged in on is logged out, a text tells the owner, and this browser is logged in and
 * goes back to the page that sent the visitor.
 */
export function Component() {
  const [search] = useSearchParams();
  const goTo = useGoTo();
  const { form, values, bind } = useFieldValues({ mobile: '', code: '', password: '' });
  const { pending, started, refusal, setRefusal, onSubmit, fieldError } = useFormSubmit(
    form,
    () => resetPassword(values),
    (member) => {
      useUserStore.getState().setUser(userFromOauth({ status: 1, data: member }));
      goTo(returnUrlOf(search));
    },
  );
  const returnTo = search.get(RETURN_PARAM) ?? undefined;
  return (
    <section className="member-card" aria-labelledby="forgot-title">
      <style href="@591/user/member-form" precedence="default">
        {MEMBER_FORM_CSS}
      </style>
      <h1 id="forgot-title">忘記密碼</h1>
      <p className="member-card__lead">
        輸入註冊的手機號碼，以簡訊驗證碼設定新密碼。完成後，其他裝置都會登出。
      </p>
      <form ref={form} className="mf" noValidate onSubmit={onSubmit} aria-labelledby="forgot-title">
        <TextField
          {...bind('mobile', fieldError('mobile'))}
          label="手機號碼"
          type="tel"
          inputMode="tel"
          autoComplete="username"
          maxLength={16}
          required
        />
        <CodeField
          value={values.code}
          onChange={bind('code').onChange}
          error={fieldError('code')}
          purpose="reset"
          mobile={values.mobile}
          started={started}
          setRefusal={setRefusal}
        />
        <TextField
          {...bind('password', fieldError('password'))}
          label="新密碼"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          required
          hint="至少 8 個字元，避免常見密碼"
        />
        <FormAlert refusal={refusal} />
        <button type="submit" className="mf__submit" disabled={pending || !started}>
          {pending ? '設定中…' : '設定新密碼並登入'}
        </button>
      </form>
      <p className="member-card__switch">
        想起密碼了？<a href={memberPageUrl('login', returnTo)}>回到登入</a>
      </p>
    </section>
  );
}
