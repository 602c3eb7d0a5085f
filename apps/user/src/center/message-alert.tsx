import type { MemberAlert } from '@591/api-client';
import { listingDetailUrl } from '@591/config';
import { Link } from '@591/react-router';
import { conversationPath } from '../conversations/conversation-list.tsx';

/**
 * A message in one of the member's conversations: a seeker's to their listing, or the poster's
 * reply to theirs. Who wrote, about which listing, and the start of what they wrote.
 */
export function MessageAlert({
  alert,
  message,
}: {
  alert: MemberAlert;
  message: NonNullable<MemberAlert['message']>;
}) {
  return (
    <li className="center-item center-item--plain" data-testid="alert-item">
      <div className="center-item__body">
        <p className="center-item__line">
          {!alert.read && <strong>新 </strong>}
          {message.role === 'poster'
            ? `${message.from}留言詢問您的物件`
            : `${message.from}回覆了您的留言`}
          ：{message.body}
        </p>
        <p className="center-item__line">
          <a href={listingDetailUrl(message.listing)}>{message.listing.title}</a>・
          <Link to={conversationPath(message.conversationId)}>查看對話</Link>
        </p>
      </div>
    </li>
  );
}
