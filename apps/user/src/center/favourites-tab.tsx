import { collectListing, type FavouriteListing, fetchFavourites } from '@591/api-client';
import { originOf } from '@591/config';
import { useLoaderData } from '@591/react-router';
import { ListingItem } from './listing-item.tsx';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { type ReadPages, readPages } from './read-pages.ts';
import { readSavedProjects, type SavedProjects, SavedProjectsSection } from './saved-projects.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer } from './use-member-data.ts';
import { useSavedList } from './use-saved-list.ts';

const PAGE_SIZE = 20;

type Favourites = ReadPages<FavouriteListing>;

function readFavourites(pages: number): Promise<Favourites> {
  return readPages((page) => fetchFavourites(page, PAGE_SIZE), pages);
}

type FirstRead = { listings: Favourites; projects: SavedProjects };

export const loader = firstReadOnServer(
  (): Promise<FirstRead> =>
    Promise.all([readFavourites(1), readSavedProjects(1)]).then(([listings, projects]) => ({
      listings,
      projects,
    })),
);

/**
 * 我的收藏: every listing the member saved, all sections, the latest saved first, each with
 * its photo, title, price and a link to it, and 移除; below them, 收藏的建案.
 */
export function Component() {
  const first = useLoaderData() as FirstRead | null;
  const { data, items, total, announcement, removing, remove, readMore } = useSavedList({
    read: readFavourites,
    first: first?.listings,
    unsave: (id) => collectListing(id, false),
    nameOf: (listing) => listing.title,
  });
  return (
    <TabPanel
      id="favourites-title"
      title={data.state === 'ready' ? `我的收藏（${total}）` : '我的收藏'}
    >
      <p className="center__live" aria-live="polite">
        {announcement}
      </p>
      <LoadStatus data={data} />
      {data.state === 'ready' && items.length === 0 && (
        <EmptyState>
          <p>還沒有收藏的物件。看到喜歡的物件，按「收藏」就會列在這裡。</p>
          <a href={`${originOf('rent')}/list`}>去找租屋</a>
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="center-list">
          {items.map((listing) => (
            <FavouriteItem
              key={listing.id}
              listing={listing}
              removing={removing === listing.id}
              onRemove={() => void remove(listing)}
            />
          ))}
        </ul>
      )}
      {data.state === 'ready' && items.length < total && (
        <p className="center-more">
          <button type="button" className="center-button" onClick={readMore}>
            顯示更多收藏
          </button>
        </p>
      )}
      <SavedProjectsSection first={first?.projects} />
    </TabPanel>
  );
}

function FavouriteItem({
  listing,
  removing,
  onRemove,
}: {
  listing: FavouriteListing;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <ListingItem listing={listing} testId="favourite-item">
      <button
        type="button"
        className="center-button"
        onClick={onRemove}
        disabled={removing}
        aria-label={`移除收藏：${listing.title}`}
      >
        {removing ? '移除中…' : '移除'}
      </button>
    </ListingItem>
  );
}
