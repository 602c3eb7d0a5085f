import type { PageQuery } from '@591/contract';

/**
 * A member's paged list as every such route answers it (the contract's `Envelope(Page(...))`):
 * the page asked for, the total the count query found, and the page's items.
 */
export function pagedAnswer<Item>(
  { page, pageSize }: PageQuery,
  totals: { total: number }[],
  items: Item[],
) {
  return { status: 1 as const, data: { total: totals[0]?.total ?? 0, page, pageSize, items } };
}
