import { Link, useSearchParams } from '@591/react-router';
import { VisuallyHidden } from '@591/ui';
import { type PriceSearch, type RecordOrder, withRecordOrder } from './price-search.ts';

/** A column heading that sorts the records by it; the active one says which way. */
export function RecordSortHeader({
  order,
  search,
  children,
}: {
  order: RecordOrder;
  search: PriceSearch;
  children: string;
}) {
  const [params] = useSearchParams();
  const active = search.order === order;
  const ascending = search.orderType === 'asc';
  return (
    <th scope="col" aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}>
      <Link
        to={{ search: `?${withRecordOrder(params, order)}` }}
        preventScrollReset
        aria-current={active ? 'true' : undefined}
      >
        {children}
        <span aria-hidden="true">{active ? (ascending ? ' ↑' : ' ↓') : ' ↕'}</span>
        <VisuallyHidden>
          {active
            ? ascending
              ? '（由低到高，按一下改為由高到低）'
              : '（由高到低，按一下改為由低到高）'
            : '（按一下排序）'}
        </VisuallyHidden>
      </Link>
    </th>
  );
}
