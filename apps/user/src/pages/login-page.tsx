import { logIn } from '@591/api-client';
import { memberPageUrl, RETURN_PARAM } from '@591/config';
import { userFromOauth, useUserStore } from '@591/identity';
import { useSearchParams } from '@591/react-router';
import { returnUrlOf, useGoTo } from '../auth/return-target.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { MEMBER_FORM_CSS } from '../forms/form-styles.ts';
import { TextField } from '../forms/text-field.tsx';
import { useFieldValues } from '../forms/use-field-values.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';

/**
 * 會員登入. Wrong credentials and a lockout after repeated failures are the API's words, as
 * an alert; success goes back to the page that sent the visitor (see returnUrlOf).
 */
export function Component() {
  const [search] = useSearchParams();
  const goTo = useGoTo();
  const { form, values, bind } = useFieldValues({ mobile: '', password: '' });
  const { pending, started, refusal, onSubmit, fieldError } = useFormSubmit(
    form,
    () => logIn(values),
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
        <FormAlert refusal={refusal} />
        <button type="submit" className="mf__submit" disabled={pending || !started}>
          {pending ? '登入中…' : '登入'}
        </button>
      </form>
      <p className="member-card__switch">
        還不是會員？<a href={memberPageUrl('register', returnTo)}>免費註冊</a>
      </p>
    </section>
  );
}
