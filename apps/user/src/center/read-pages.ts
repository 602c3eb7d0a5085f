/** A member's list as far as it was read: its total, and the records of the pages read. */
export interface ReadPages<Item> {
  total: number;
  items: Item[];
}

/** Pages 1 to n, read afresh: removals since the last read move later records up a page. */
export function readPages<Item>(
  readPage: (page: number) => Promise<ReadPages<Item>>,
  pages: number,
): Promise<ReadPages<Item>> {
  return Promise.all(Array.from({ length: pages }, (_, index) => readPage(index + 1))).then(
    (read) => ({ total: read[0]?.total ?? 0, items: read.flatMap((page) => page.items) }),
  );
}
