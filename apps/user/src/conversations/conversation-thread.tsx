import type { Conversation, ConversationMessage } from '@591/api-client';
import { CONVERSATION_AUTHORS } from '@591/config';
import { Link } from '@591/react-router';

const DATE_TIME = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const formatTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** Who wrote a message, as the reader sees it: 我, the other side's name, or 系統通知. */
function authorOf(conversation: Conversation, message: ConversationMessage): string {
  if (message.author === conversation.role) return '我';
  if (message.author === 'system') {
    return CONVERSATION_AUTHORS.find((author) => author.id === 'system')!.name;
  }
  return conversation.with;
}

/**
 * A conversation's messages, oldest first, each with its author and time. `reportable`: the
 * other side's messages each link to 檢舉 (a member's; a visitor by link has no account).
 */
export function ConversationThread({
  conversation,
  reportable = false,
}: {
  conversation: Conversation;
  reportable?: boolean;
}) {
  return (
    <ol className="thread" aria-label="對話內容">
      {conversation.messages.map((message) => (
        <li
          key={message.id}
          className={`thread__message thread__message--${
            message.author === conversation.role ? 'mine' : message.author
          }`}
          data-testid="conversation-message"
        >
          <p className="thread__meta">
            <strong>{authorOf(conversation, message)}</strong>{' '}
            <time dateTime={message.at}>{formatTime(message.at)}</time>
          </p>
          <p className="thread__body">{message.body}</p>
          {reportable && message.author !== conversation.role && message.author !== 'system' && (
            <p className="thread__report">
              <Link to={`/report?messageId=${message.id}`}>檢舉這則留言</Link>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
