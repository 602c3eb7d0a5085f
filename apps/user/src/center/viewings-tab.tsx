import { fetchMyViewings, type Viewing } from '@591/api-client';
import { useLoaderData } from '@591/react-router';
import { useState } from 'react';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';
import { ViewingItem } from './viewing-item.tsx';

const read = async () => {
  const [asSeeker, asPoster] = await Promise.all([
    fetchMyViewings('seeker'),
    fetchMyViewings('poster'),
  ]);
  return { asSeeker, asPoster };
};

export const loader = firstReadOnServer(read);

/**
 * 預約看屋: the viewings the member booked, and those booked at their listings, newest first;
 * each with what its side can do now (confirm, propose another time, decline, accept,
 * cancel with a reason) and its calendar file.
 */
export function Component() {
  const data = useMemberData(read, useLoaderData() as Awaited<ReturnType<typeof read>> | null);
  const [announcement, setAnnouncement] = useState('');
  const changed = (message: string) => {
    setAnnouncement(message);
    if (data.state === 'ready') data.reload();
  };
  const list = (items: Viewing[], titleId: string, title: string, empty: string) => (
    <section aria-labelledby={titleId}>
      <h3 className="center-subhead" id={titleId}>
        {title}（{items.length}）
      </h3>
      {items.length === 0 ? (
        <EmptyState>
          <p>{empty}</p>
        </EmptyState>
      ) : (
        <ul className="center-list">
          {items.map((viewing) => (
            <ViewingItem key={viewing.id} viewing={viewing} onChanged={changed} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <TabPanel id="viewings-title" title="預約看屋">
      <p className="center__live" aria-live="polite">
        {announcement}
      </p>
      <LoadStatus data={data} />
      {data.state === 'ready' && (
        <>
          {list(
            data.data.asPoster.items,
            'viewings-poster-title',
            '我的物件收到的預約',
            '目前沒有預約。在我的物件開放預約看屋後，找房的人預約的時段會出現在這裡。',
          )}
          {list(
            data.data.asSeeker.items,
            'viewings-seeker-title',
            '我預約的看屋',
            '你還沒有預約看屋。在物件頁選擇時段即可預約。',
          )}
        </>
      )}
    </TabPanel>
  );
}
