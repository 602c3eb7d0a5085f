import {
  type AlertDelivery,
  deleteSavedSearch,
  fetchSavedSearches,
  type SavedSearch,
  updateSavedSearch,
} from '@591/api-client';
import { ALERT_DELIVERIES, isSection, originOf, savedSearchUrl, sectionOf } from '@591/config';
import { useLoaderData } from '@591/react-router';
import { useEffect, useId, useState } from 'react';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

/** The list a search was saved from: a section's, or 新建案's. */
const listName = (section: SavedSearch['section']) =>
  isSection(section) ? sectionOf(section).name : '新建案';

const deliveryName = (delivery: AlertDelivery) =>
  ALERT_DELIVERIES.find((item) => item.id === delivery)!.name;

/**
 * 我的訂閱: each saved search with its name, what it looks for, how many listings are new since
 * the member last looked; open, rename, instant or daily, pause, delete.
 */
export const loader = firstReadOnServer(fetchSavedSearches);

export function Component() {
  const data = useMemberData(
    fetchSavedSearches,
    useLoaderData() as Awaited<ReturnType<typeof fetchSavedSearches>> | null,
  );
  const [items, setItems] = useState<SavedSearch[]>(() =>
    data.state === 'ready' ? data.data : [],
  );
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (data.state === 'ready') setItems(data.data);
  }, [data]);

  const replace = (next: SavedSearch) =>
    setItems((current) =>
      current.map((item) => (item.id === next.id ? { ...item, ...next } : item)),
    );
  const remove = async (search: SavedSearch) => {
    const result = await deleteSavedSearch(search.id);
    if (result.ok) setItems((current) => current.filter((item) => item.id !== search.id));
    setAnnouncement(result.ok ? `已刪除訂閱「${search.name}」` : result.message);
  };

  return (
    <TabPanel id="subscriptions-title" title={`我的訂閱（${items.length}）`}>
      <p className="center__live" aria-live="polite">
        {announcement}
      </p>
      <LoadStatus data={data} />
      {data.state === 'ready' && items.length === 0 && (
        <EmptyState>
          <p>
            還沒有訂閱的搜尋條件。在租屋、中古屋、土地或商用的列表按「訂閱此搜尋」，
            符合條件的新物件與降價就會通知您。
          </p>
          <a href={`${originOf('rent')}/list`}>去找租屋</a>
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="center-list">
          {items.map((search) => (
            <SubscriptionItem
              key={search.id}
              search={search}
              onChange={replace}
              onDelete={() => void remove(search)}
              announce={setAnnouncement}
            />
          ))}
        </ul>
      )}
    </TabPanel>
  );
}

function SubscriptionItem({
  search,
  onChange,
  onDelete,
  announce,
}: {
  search: SavedSearch;
  onChange: (search: SavedSearch) => void;
  onDelete: () => void;
  announce: (text: string) => void;
}) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);

  const change = async (patch: Parameters<typeof updateSavedSearch>[1], done: string) => {
    setError(null);
    const result = await updateSavedSearch(search.id, patch);
    if (!result.ok) return setError(result.message);
    onChange({ ...result.data, newCount: search.newCount });
    announce(done);
  };

  return (
    <li className="center-item center-item--plain" data-testid="saved-search">
      <div className="center-item__body">
        <h3 className="center-item__title">
          <a href={savedSearchUrl(search)}>{search.name}</a>
          {search.newCount > 0 && (
            <span className="center-item__badge">{search.newCount} 筆新物件</span>
          )}
          {search.paused && <span className="center-item__muted">（已暫停）</span>}
        </h3>
        <p className="center-item__meta">
          {listName(search.section)}・{search.summary}
        </p>
        {renaming && (
          <form
            className="center-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void change({ name }, `已改名為「${name.trim()}」`).then(() => setRenaming(false));
            }}
          >
            <label htmlFor={`${id}-name`}>訂閱名稱</label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={30}
              required
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <button type="submit" className="center-button">
              儲存名稱
            </button>
          </form>
        )}
        {error && (
          <p className="mf__alert" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="center-item__actions">
        <label htmlFor={`${id}-delivery`}>通知方式</label>
        <select
          id={`${id}-delivery`}
          value={search.delivery}
          onChange={(event) => {
            const delivery = event.currentTarget.value as AlertDelivery;
            void change({ delivery }, `「${search.name}」改為${deliveryName(delivery)}`);
          }}
        >
          {ALERT_DELIVERIES.map((delivery) => (
            <option key={delivery.id} value={delivery.id}>
              {delivery.name}
            </option>
          ))}
        </select>
        <button type="button" className="center-button" onClick={() => setRenaming(!renaming)}>
          改名
        </button>
        <button
          type="button"
          className="center-button"
          onClick={() =>
            void change(
              { paused: !search.paused },
              search.paused ? `已恢復「${search.name}」` : `已暫停「${search.name}」`,
            )
          }
        >
          {search.paused ? '恢復通知' : '暫停通知'}
        </button>
        <button
          type="button"
          className="center-button"
          aria-label={`刪除訂閱：${search.name}`}
          onClick={onDelete}
        >
          刪除
        </button>
      </div>
    </li>
  );
}
