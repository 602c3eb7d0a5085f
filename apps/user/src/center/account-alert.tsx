import type { MemberAlert } from '@591/api-client';
import { Link } from '@591/react-router';

/**
 * Something that happened to the member's own account (repeated failed log-ins, a password
 * reset, a new mobile), with where to act if it was not them.
 */
export function AccountAlert({
  alert,
  account,
}: {
  alert: MemberAlert;
  account: NonNullable<MemberAlert['account']>;
}) {
  return (
    <li className="center-item center-item--plain" data-testid="alert-item">
      <div className="center-item__body">
        <p className="center-item__line">
          {!alert.read && <strong>新 </strong>}
          {account.text}
        </p>
        <p className="center-item__line">
          <Link to="/center/settings">到帳號設定變更密碼或登出其他裝置</Link>
        </p>
      </div>
    </li>
  );
}
