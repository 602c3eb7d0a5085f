import { type ContactMessage, fetchContactMessages, fetchConversations } from '@591/api-client';
import { originOf } from '@591/config';
import { useLoaderData } from '@591/react-router';
import { ConversationList } from '../conversations/conversation-list.tsx';
import { CONVERSATION_CSS } from '../conversations/conversation-styles.ts';
import { formatTime } from '../conversations/conversation-thread.tsx';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

const readSent = () => fetchConversations('seeker', { pageSize: 100 });
const readContact = () => fetchContactMessages(1, 50);

type FirstRead = {
  sent: Awaited<ReturnType<typeof readSent>>;
  contact: Awaited<ReturnType<typeof readContact>>;
};

export const loader = firstReadOnServer(
  (): Promise<FirstRead> =>
    Promise.all([readSent(), readContact()]).then(([sent, contact]) => ({ sent, contact })),
);

/**
 * 我的訊息: the member's conversations with posters about listings (unread replies first),
 * and below them their messages to customer service with the replies, newest first.
 */
export function Component() {
  const first = useLoaderData() as FirstRead | null;
  const data = useMemberData(readSent, first?.sent);
  return (
    <TabPanel id="messages-title" title="我的訊息">
      <style href="@591/user/conversations" precedence="default">
        {CONVERSATION_CSS}
      </style>
      <LoadStatus data={data} />
      {data.state === 'ready' && data.data.items.length === 0 && (
        <EmptyState>
          <p>還沒有留言紀錄。在物件頁留言給屋主或仲介後，留言會保存在這裡。</p>
        </EmptyState>
      )}
      {data.state === 'ready' && data.data.items.length > 0 && (
        <ConversationList items={data.data.items} />
      )}
      <ContactMessages first={first?.contact} />
    </TabPanel>
  );
}

function ContactMessages({ first }: { first?: FirstRead['contact'] }) {
  const data = useMemberData(readContact, first);
  return (
    <section aria-labelledby="contact-messages-title">
      <h3 id="contact-messages-title" className="center-subtitle">
        客服訊息
      </h3>
      <LoadStatus data={data} />
      {data.state === 'ready' && data.data.items.length === 0 && (
        <EmptyState>
          <p>
            沒有寫給客服的訊息。有問題時可以在<a href={`${originOf('help')}/contact`}>聯絡我們</a>
            留言，回覆會出現在這裡。
          </p>
        </EmptyState>
      )}
      {data.state === 'ready' && data.data.items.length > 0 && (
        <ul className="center-list">
          {data.data.items.map((message) => (
            <ContactMessageItem key={message.reference} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ContactMessageItem({ message }: { message: ContactMessage }) {
  return (
    <li className="center-section" data-testid="contact-message">
      <h4 className="center-item__title">
        {message.topicName}（編號 {message.reference}）
      </h4>
      <p className="center-item__line">
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
      </p>
      <p>{message.message}</p>
      {message.reply && message.repliedAt ? (
        <p className="center-item__reply">
          客服回覆（
          <time dateTime={message.repliedAt}>{formatTime(message.repliedAt)}</time>
          ）：{message.reply}
        </p>
      ) : (
        <p className="center-item__line">客服處理中，1個工作天內回覆</p>
      )}
    </li>
  );
}
