import { Link, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { VisuallyHidden } from '../visually-hidden.tsx';

/** The order a table of records is in: its column and which way (URL `order`, `orderType`). */
export interface TableOrder {
  order: string;
  orderType: 'asc' | 'desc';
}

/**
 * The records sorted by `order`, from the first page: a second choice of the column in use
 * flips its direction; another column starts with the highest (the newest) first.
 */
export function withOrder(params: URLSearchParams, order: string, current: TableOrder) {
  const direction = current.order === order && current.orderType === 'desc' ? 'asc' : 'desc';
  return withParam(withParam(params, 'order', order), 'orderType', direction);
}

/** A column heading that sorts a table's records by it; the active one says which way. */
export function SortHeader({
  order,
  current,
  children,
}: {
  order: string;
  current: TableOrder;
  children: string;
}) {
  const [params] = useSearchParams();
  const active = current.order === order;
  const ascending = current.orderType === 'asc';
  return (
    <th scope="col" aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}>
      <Link
        to={{ search: `?${withOrder(params, order, current)}` }}
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
