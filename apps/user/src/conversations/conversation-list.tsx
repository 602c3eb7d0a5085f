import type { ConversationSummary } from '@591/api-client';
import { Link } from '@591/react-router';
import { formatTime } from './conversation-thread.tsx';

/** The page of one conversation in the member centre. */
export const conversationPath = (id: number) => `/center/conversations/${id}`;

/**
 * A side's conversations, unread first: the listing, the other side, the last message and
 * when, and what the poster marked. Each opens its conversation.
 */
export function ConversationList({ items }: { items: ConversationSummary[] }) {
  return (
    <ul className="center-list">
      {items.map((conversation) => (
        <li
          key={conversation.id}
          className={`conversation-item${conversation.unread ? ' conversation-item--unread' : ''}`}
          data-testid="conversation"
        >
          <p className="center-item__title">
            <Link to={conversationPath(conversation.id)}>{conversation.listing.title}</Link>
            {conversation.unread && (
              <span className="conversation-tag conversation-tag--unread">未讀</span>
            )}
            {conversation.handled && <span className="conversation-tag">已處理</span>}
            {conversation.blocked && <span className="conversation-tag">已封鎖</span>}
          </p>
          <p className="center-item__line">
            {conversation.role === 'poster' ? '詢問者' : '刊登者'}：{conversation.with}
            {conversation.seekerMobile && `（${conversation.seekerMobile}）`}・
            <time dateTime={conversation.last.at}>{formatTime(conversation.last.at)}</time>
          </p>
          <p className="center-item__line">
            {conversation.last.author === conversation.role ? '我：' : ''}
            {conversation.last.body}
          </p>
        </li>
      ))}
    </ul>
  );
}
