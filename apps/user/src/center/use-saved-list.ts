import { useCallback, useEffect, useState } from 'react';
import type { ReadPages } from './read-pages.ts';
import { useMemberData } from './use-member-data.ts';

/**
 * A list of things the member saved, read a page more at a time, each removable: the records
 * shown, the total less what was removed here since the last read, the one being removed, and
 * the words that tell a screen reader how a removal went. `first` is the server's first read.
 */
export function useSavedList<Item extends { id: number }>({
  read,
  first,
  unsave,
  nameOf,
}: {
  read: (pages: number) => Promise<ReadPages<Item>>;
  first: ReadPages<Item> | undefined;
  unsave: (id: number) => Promise<unknown>;
  nameOf: (item: Item) => string;
}) {
  const [pages, setPages] = useState(1);
  const load = useCallback(() => read(pages), [read, pages]);
  const data = useMemberData(load, first);
  const [items, setItems] = useState<Item[]>(() => (data.state === 'ready' ? data.data.items : []));
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  useEffect(() => {
    if (data.state === 'ready') setItems(data.data.items);
  }, [data]);

  const remove = async (item: Item) => {
    setRemoving(item.id);
    const removed = await unsave(item.id).then(
      () => true,
      () => false,
    );
    setRemoving(null);
    if (removed) setItems((current) => current.filter((kept) => kept.id !== item.id));
    setAnnouncement(removed ? `已將「${nameOf(item)}」移出收藏` : '移除失敗，請稍後再試');
  };

  const total =
    data.state === 'ready' ? data.data.total - (data.data.items.length - items.length) : 0;
  return {
    data,
    items,
    total,
    announcement,
    removing,
    remove,
    readMore: () => setPages((n) => n + 1),
  };
}
