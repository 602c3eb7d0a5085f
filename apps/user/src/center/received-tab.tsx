import {
  type ConversationListingCount,
  type ConversationSummary,
  fetchConversationListings,
  fetchConversations,
  type MemberPage,
} from '@591/api-client';
import { Link, useLoaderData, useSearchParams } from '@591/react-router';
import { useCallback } from 'react';
import { ConversationList } from '../conversations/conversation-list.tsx';
import { CONVERSATION_CSS } from '../conversations/conversation-styles.ts';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { QuickRepliesEditor } from './quick-replies-editor.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

interface Received {
  listings: ConversationListingCount[];
  page: MemberPage<ConversationSummary>;
}

const PAGE_SIZE = 50;

/** The poster's listings with messages, and the conversations of the one chosen (0: all). */
const readReceived = (listingId: number): Promise<Received> =>
  Promise.all([
    fetchConversationListings(),
    fetchConversations('poster', { listingId, pageSize: PAGE_SIZE }),
  ]).then(([listings, page]) => ({ listings, page }));

const listingIdOf = (search: URLSearchParams) => Number(search.get('listingId')) || 0;

export const loader = firstReadOnServer(({ request }) =>
  readReceived(listingIdOf(new URL(request.url).searchParams)),
);

/**
 * 收到的留言: what seekers wrote about the poster's listings, unread first, with a count per
 * listing to choose one by. Each conversation opens to be read and answered.
 */
export function Component() {
  const first = useLoaderData() as Received | null;
  const [search] = useSearchParams();
  const listingId = listingIdOf(search);
  const read = useCallback(() => readReceived(listingId), [listingId]);
  const data = useMemberData(read, first);
  return (
    <TabPanel id="received-title" title="收到的留言">
      <style href="@591/user/conversations" precedence="default">
        {CONVERSATION_CSS}
      </style>
      <LoadStatus data={data} />
      {data.state === 'ready' && data.data.listings.length === 0 && (
        <EmptyState>
          <p>還沒有收到留言。買方或租客在您刊登的物件頁留言後，會出現在這裡。</p>
        </EmptyState>
      )}
      {data.state === 'ready' && data.data.listings.length > 0 && (
        <>
          <ListingFilter listings={data.data.listings} chosen={listingId} />
          {data.data.page.items.length === 0 ? (
            <EmptyState>
              <p>這個物件沒有留言。</p>
            </EmptyState>
          ) : (
            <ConversationList items={data.data.page.items} />
          )}
          {data.data.page.total > data.data.page.items.length && (
            <p className="center-more">
              顯示最新的 {data.data.page.items.length} 則，共 {data.data.page.total} 則
            </p>
          )}
        </>
      )}
      <QuickRepliesEditor />
    </TabPanel>
  );
}

/** 全部 and each listing with its count of conversations and unread ones. */
function ListingFilter({
  listings,
  chosen,
}: {
  listings: ConversationListingCount[];
  chosen: number;
}) {
  const total = listings.reduce((sum, each) => sum + each.conversations, 0);
  const unread = listings.reduce((sum, each) => sum + each.unread, 0);
  const link = (to: string, current: boolean, label: string) => (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <nav aria-label="依物件篩選">
      <ul className="conversation-filter">
        <li>{link('/center/received', chosen === 0, countLabel('全部物件', total, unread))}</li>
        {listings.map((each) => (
          <li key={each.listing.id} data-testid="received-listing">
            {link(
              `/center/received?listingId=${each.listing.id}`,
              chosen === each.listing.id,
              countLabel(each.listing.title, each.conversations, each.unread),
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const countLabel = (name: string, conversations: number, unread: number) =>
  `${name}（${conversations} 則${unread > 0 ? `，${unread} 則未讀` : ''}）`;
