import type { Conversation, ConversationMessage } from '@591/api-client';
import { CONVERSATION_AUTHORS } from '@591/config';

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

/** A conversation's messages, oldest first, each with its author and time. */
export function ConversationThread({ conversation }: { conversation: Conversation }) {
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
        </li>
      ))}
    </ol>
  );
}
