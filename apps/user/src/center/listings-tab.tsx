import { deleteDraft, fetchDrafts, fetchMyListings, type ListingDraft } from '@591/api-client';
import { FINAL_LISTING_STATUSES, listingTypeName, postFirstUrl, sectionOf } from '@591/config';
import { Link, useLoaderData } from '@591/react-router';
import { useEffect, useState } from 'react';
import { ListingItem } from './listing-item.tsx';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { PriceEditor } from './price-editor.tsx';
import { StatusActions } from './status-actions.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';
import { ViewingSettingsEditor } from './viewing-settings-editor.tsx';

const readListingsAndDrafts = () =>
  Promise.all([fetchMyListings(), fetchDrafts()]).then(([listings, drafts]) => ({
    listings,
    drafts,
  }));

export const loader = firstReadOnServer(readListingsAndDrafts);

const DATE_TIME = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 我的物件: the member's published listings and the drafts they are still writing. */
export function Component() {
  const data = useMemberData(
    readListingsAndDrafts,
    useLoaderData() as Awaited<ReturnType<typeof readListingsAndDrafts>> | null,
  );
  const [drafts, setDrafts] = useState<ListingDraft[]>(() =>
    data.state === 'ready' ? data.data.drafts.items : [],
  );
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (data.state === 'ready') setDrafts(data.data.drafts.items);
  }, [data]);

  const remove = async (draft: ListingDraft) => {
    const result = await deleteDraft(draft.id);
    if (result.ok) setDrafts((current) => current.filter((item) => item.id !== draft.id));
    setAnnouncement(result.ok ? `已刪除草稿「${draftTitle(draft)}」` : result.message);
  };

  const changed = (message: string) => {
    setAnnouncement(message);
    if (data.state === 'ready') data.reload();
  };

  const listings = data.state === 'ready' ? data.data.listings.items : [];
  return (
    <TabPanel id="listings-title" title="我的物件">
      <p className="center__live" aria-live="polite">
        {announcement}
      </p>
      <LoadStatus data={data} />
      {data.state === 'ready' && listings.length === 0 && drafts.length === 0 && (
        <EmptyState>
          <p>還沒有刊登的物件。刊登出租或出售後，草稿與刊登中的物件都會列在這裡。</p>
          <p>
            <a href={postFirstUrl('rent')}>刊登出租</a>・<a href={postFirstUrl('sale')}>刊登出售</a>
          </p>
        </EmptyState>
      )}
      {listings.length > 0 && (
        <section aria-labelledby="published-title">
          <h3 className="center-subhead" id="published-title">
            已刊登（{data.state === 'ready' && data.data.listings.total}）
          </h3>
          <ul className="center-list">
            {listings.map((listing) => (
              <ListingItem key={listing.id} listing={listing} testId="my-listing">
                {!FINAL_LISTING_STATUSES.includes(listing.status) && (
                  <PriceEditor
                    listing={listing}
                    onChanged={() => changed(`已更新「${listing.title}」的價格`)}
                  />
                )}
                <StatusActions listing={listing} onChanged={changed} />
                {listing.status === 'active' && <ViewingSettingsEditor listing={listing} />}
              </ListingItem>
            ))}
          </ul>
        </section>
      )}
      {drafts.length > 0 && (
        <section aria-labelledby="drafts-title">
          <h3 className="center-subhead" id="drafts-title">
            草稿（{drafts.length}）
          </h3>
          <ul className="center-list">
            {drafts.map((draft) => (
              <li className="center-section" key={draft.id} data-testid="my-draft">
                <h4 className="center-item__title">
                  <Link to={`/post/${draft.id}`}>{draftTitle(draft)}</Link>
                </h4>
                <p className="center-item__line">
                  {draft.listingId !== null && '修改刊登中的物件・'}
                  {sectionOf(draft.section).name}
                  {listingTypeName(draft.type)}・最後儲存{' '}
                  <time dateTime={draft.updatedAt}>
                    {DATE_TIME.format(new Date(draft.updatedAt))}
                  </time>
                </p>
                <button
                  type="button"
                  className="center-button"
                  onClick={() => void remove(draft)}
                  aria-label={`刪除草稿：${draftTitle(draft)}`}
                >
                  刪除
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </TabPanel>
  );
}

function draftTitle(draft: ListingDraft): string {
  return draft.fields.title?.trim() || '未命名草稿';
}
