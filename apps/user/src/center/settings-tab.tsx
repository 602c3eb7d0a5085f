import {
  changeMobile,
  changePassword,
  deleteAccount,
  fetchSessions,
  logOutOtherDevices,
  type MemberSession,
  updateProfile,
} from '@591/api-client';
import { legalPageUrl, originOf } from '@591/config';
import { userFromOauth, useUserStore } from '@591/identity';
import { useLoaderData } from '@591/react-router';
import { useRef, useState } from 'react';
import { CodeField } from '../forms/code-field.tsx';
import { FormAlert } from '../forms/form-alert.tsx';
import { SexField } from '../forms/sex-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useFieldValues } from '../forms/use-field-values.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

const DATE_TIME = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * 帳號設定: name and title, password, the devices the member is logged in on, and deleting the
 * account.
 */
export function Component() {
  return (
    <TabPanel id="settings-title" title="帳號設定">
      <ProfileForm />
      <PasswordForm />
      <MobileForm />
      <Sessions />
      <DeleteAccountForm />
    </TabPanel>
  );
}

function Done({ text }: { text: string }) {
  return (
    <p className="mf__done" role="status">
      {text}
    </p>
  );
}

/** The name and title the site greets the member with (王先生). */
function ProfileForm() {
  const member = useUserStore();
  const [realname, setRealname] = useState(member.realName);
  const [sex, setSex] = useState(member.sex);
  const [saved, setSaved] = useState(false);
  // Shown only in the browser (the centre is the member's own), so nothing is typed before.
  const form = useRef<HTMLFormElement>(null);
  const { pending, started, refusal, onSubmit, fieldError } = useFormSubmit(
    form,
    () => {
      setSaved(false);
      return updateProfile({ realname, sex });
    },
    (data) => {
      useUserStore.getState().setUser(userFromOauth({ status: 1, data }));
      setSaved(true);
    },
  );
  return (
    <section className="center-section" aria-labelledby="profile-title">
      <h3 id="profile-title">基本資料</h3>
      <form
        ref={form}
        className="mf"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="profile-title"
      >
        <TextField
          id="profile-realname"
          name="realname"
          label="姓名"
          autoComplete="name"
          maxLength={20}
          value={realname}
          onChange={(event) => setRealname(event.target.value)}
          error={fieldError('realname')}
        />
        <SexField value={sex} onChange={setSex} error={fieldError('sex')} />
        <FormAlert refusal={refusal} />
        {saved && <Done text="基本資料已更新" />}
        <button type="submit" className="mf__submit" disabled={pending || !started}>
          {pending ? '儲存中…' : '儲存基本資料'}
        </button>
      </form>
    </section>
  );
}

/**
 * A new mobile: a code to it, and a code to the current number (or, when that number is gone,
 * the password). Every other device is logged out and the old number is told.
 */
function MobileForm() {
  const current = useUserStore((user) => user.mobile);
  const { form, values, setValues, bind } = useFieldValues({
    mobile: '',
    code: '',
    currentCode: '',
    password: '',
  });
  const [changed, setChanged] = useState(false);
  const { pending, started, refusal, setRefusal, onSubmit, fieldError } = useFormSubmit(
    form,
    () => {
      setChanged(false);
      return changeMobile(values);
    },
    (data) => {
      useUserStore.getState().setUser(userFromOauth({ status: 1, data }));
      setValues({ mobile: '', code: '', currentCode: '', password: '' });
      setChanged(true);
    },
  );
  const codeOf = (name: 'code' | 'currentCode') => ({
    value: values[name],
    onChange: bind(name).onChange,
    error: fieldError(name),
    purpose: 'mobile' as const,
    started,
    setRefusal,
  });
  return (
    <section className="center-section" aria-labelledby="mobile-title">
      <h3 id="mobile-title">變更手機號碼</h3>
      <p className="center-item__line">目前的手機號碼：{current}</p>
      <form ref={form} className="mf" noValidate onSubmit={onSubmit} aria-labelledby="mobile-title">
        <TextField
          {...bind('mobile', fieldError('mobile'))}
          id="new-mobile"
          label="新手機號碼"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
        />
        <CodeField {...codeOf('code')} label="新手機的簡訊驗證碼" mobile={values.mobile} />
        <CodeField
          {...codeOf('currentCode')}
          name="currentCode"
          label="目前手機的簡訊驗證碼"
          mobile={current}
        />
        <TextField
          {...bind('password', fieldError('password'))}
          id="mobile-password"
          label="舊號碼已無法使用？改輸入密碼"
          type="password"
          autoComplete="current-password"
          maxLength={128}
        />
        <FormAlert refusal={refusal} />
        {changed && <Done text="手機號碼已變更，其他裝置都已登出" />}
        <button type="submit" className="mf__submit" disabled={pending || !started}>
          {pending ? '變更中…' : '變更手機號碼'}
        </button>
      </form>
    </section>
  );
}

/** A new password logs out every other device; this one stays logged in. */
function PasswordForm() {
  const { form, values, setValues, bind } = useFieldValues({
    currentPassword: '',
    newPassword: '',
  });
  const [changed, setChanged] = useState(false);
  const { pending, started, refusal, onSubmit, fieldError } = useFormSubmit(
    form,
    () => {
      setChanged(false);
      return changePassword(values);
    },
    () => {
      setValues({ currentPassword: '', newPassword: '' });
      setChanged(true);
    },
  );
  const typed = (field: keyof typeof values) => ({
    ...bind(field, fieldError(field)),
    type: 'password',
    maxLength: 128,
  });
  return (
    <section className="center-section" aria-labelledby="password-title">
      <h3 id="password-title">變更密碼</h3>
      <form
        ref={form}
        className="mf"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="password-title"
      >
        <TextField
          {...typed('currentPassword')}
          label="目前的密碼"
          autoComplete="current-password"
        />
        <TextField
          {...typed('newPassword')}
          label="新密碼"
          autoComplete="new-password"
          hint="至少 8 個字元，避免常見密碼；變更後其他裝置都會登出"
        />
        <FormAlert refusal={refusal} />
        {changed && <Done text="密碼已變更，其他裝置都已登出" />}
        <button type="submit" className="mf__submit" disabled={pending || !started}>
          {pending ? '變更中…' : '變更密碼'}
        </button>
      </form>
    </section>
  );
}

/** Where the member is logged in, and 登出其他裝置 for a lost or shared one. */
export const loader = firstReadOnServer(fetchSessions);

function Sessions() {
  const data = useMemberData(
    fetchSessions,
    useLoaderData() as Awaited<ReturnType<typeof fetchSessions>> | null,
  );
  const [outcome, setOutcome] = useState('');
  const [pending, setPending] = useState(false);
  const logOutOthers = async () => {
    setPending(true);
    const result = await logOutOtherDevices();
    setPending(false);
    if (!result.ok) return setOutcome(result.message);
    setOutcome(
      result.data.ended > 0 ? `已登出其他 ${result.data.ended} 個裝置` : '沒有其他登入中的裝置',
    );
    if (data.state === 'ready') data.reload();
  };
  return (
    <section className="center-section" aria-labelledby="sessions-title">
      <h3 id="sessions-title">登入中的裝置</h3>
      <LoadStatus data={data} />
      {data.state === 'ready' && (
        <ul className="center-sessions">
          {data.data.items.map((session) => (
            <SessionItem key={`${session.createdAt}-${session.current}`} session={session} />
          ))}
        </ul>
      )}
      <p className="center__live" role="status">
        {outcome}
      </p>
      <button
        type="button"
        className="center-button"
        onClick={() => void logOutOthers()}
        disabled={pending}
      >
        登出其他裝置
      </button>
    </section>
  );
}

function SessionItem({ session }: { session: MemberSession }) {
  return (
    <li>
      {session.userAgent || '未知的裝置'}
      {session.current && <strong>（這個裝置）</strong>}
      <br />
      登入於 {DATE_TIME.format(new Date(session.createdAt))}，最近使用{' '}
      {DATE_TIME.format(new Date(session.lastSeenAt))}
    </li>
  );
}

/**
 * 刪除帳號, as the privacy policy describes it: what goes and what the law keeps is said
 * before the password is asked; afterwards the visitor lands on the home page, logged out.
 */
function DeleteAccountForm() {
  const { form, values, bind } = useFieldValues({ password: '' });
  const { pending, started, refusal, onSubmit, fieldError } = useFormSubmit(
    form,
    () => deleteAccount(values),
    () => {
      useUserStore.getState().logout();
      window.location.assign(`${originOf('www')}/`);
    },
  );
  return (
    <section className="center-section" aria-labelledby="delete-account-title">
      <h3 id="delete-account-title">刪除帳號</h3>
      <ul className="center-notes">
        <li>刊登中的物件全部下架；收藏、訂閱、通知、草稿、推播與登入紀錄一併刪除。</li>
        <li>所有裝置都會登出，之後無法再以這個手機號碼與密碼登入。</li>
        <li>
          依法保留已下架物件的刊登紀錄，僅用於處理糾紛與依法調查，詳見
          <a href={legalPageUrl('privacy', 'delete-account')}>隱私權政策</a>。
        </li>
      </ul>
      <form
        ref={form}
        className="mf"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="delete-account-title"
      >
        <TextField
          {...bind('password', fieldError('password'))}
          type="password"
          maxLength={128}
          label="輸入密碼以確認"
          autoComplete="current-password"
        />
        <FormAlert refusal={refusal} />
        <button
          type="submit"
          className="center-button center-button--danger"
          disabled={pending || !started}
        >
          {pending ? '刪除中…' : '永久刪除帳號'}
        </button>
      </form>
    </section>
  );
}
