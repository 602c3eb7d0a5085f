/**
 * What happened to a member's account that they are told of, in 通知中心 and by text: if it
 * was not them, they know at once and what to do.
 */
export const ACCOUNT_EVENTS = [
  {
    id: 'failed-logins',
    name: '您的帳號近期多次登入失敗，接下來登入需輸入簡訊驗證碼。若不是您本人，建議變更密碼。',
  },
  {
    id: 'password-reset',
    name: '您的密碼已以簡訊驗證碼重設，其他裝置都已登出。若不是您本人，請立即重設密碼並聯絡客服。',
  },
  {
    id: 'mobile-changed',
    name: '您的帳號手機號碼已變更，其他裝置都已登出。若不是您本人，請立即聯絡客服。',
  },
] as const;
export type AccountEvent = (typeof ACCOUNT_EVENTS)[number]['id'];

export const accountEventName = (id: string) =>
  ACCOUNT_EVENTS.find((event) => event.id === id)?.name ?? id;
