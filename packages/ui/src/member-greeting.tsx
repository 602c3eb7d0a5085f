import { displayName, useUserStore } from '@591/identity';

/** Greets a logged-in member by name, or invites a visitor to log in. */
export function MemberGreeting() {
  const isLogin = useUserStore((user) => user.isLogin);
  const name = useUserStore((user) => displayName(user.realName, user.sex));
  return (
    <p data-testid="member-greeting">
      {isLogin ? `${name}，歡迎回來` : '登入會員，收藏物件與追蹤降價'}
    </p>
  );
}
