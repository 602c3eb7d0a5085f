import { fetchSentMessages, type SentMessage } from '@591/api-client';
import { listingDetailUrl } from '@591/config';
import { useCallback } from 'react';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { useMemberData } from './use-member-data.ts';

const DATE_TIME = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 我的訊息: the messages the member sent to posters about listings, newest first. */
export function Component() {
  const load = useCallback(() => fetchSentMessages(1, 100), []);
  const data = useMemberData(load);
  return (
    <TabPanel id="messages-title" title="我的訊息">
      <LoadStatus data={data} />
      {data.state === 'ready' && data.data.items.length === 0 && (
        <EmptyState>
          <p>還沒有留言紀錄。在物件頁留言給屋主或仲介後，留言會保存在這裡。</p>
        </EmptyState>
      )}
      {data.state === 'ready' && data.data.items.length > 0 && (
        <ul className="center-list">
          {data.data.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </TabPanel>
  );
}

function MessageItem({ message }: { message: SentMessage }) {
  return (
    <li className="center-section" data-testid="sent-message">
      <h3 className="center-item__title">
        <a href={listingDetailUrl({ ...message, id: message.listingId })}>{message.title}</a>
      </h3>
      <p className="center-item__line">
        <time dateTime={message.createdAt}>{DATE_TIME.format(new Date(message.createdAt))}</time>
      </p>
      <p>{message.message}</p>
    </li>
  );
}
