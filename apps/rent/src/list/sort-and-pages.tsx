import type { FilterOption } from '@591/api-client';
import { withParam } from '@591/router';
import { Link, useSearchParams } from 'react-router';

const LINK = { marginRight: 12, fontSize: 14 } as const;

/** Sort by newest, price or area; a second click on price or area flips the direction. */
export function SortBar({ orders }: { orders: FilterOption[] }) {
  const [params] = useSearchParams();
  const current = params.get('order') ?? 'posttime';
  const direction = params.get('orderType') === 'asc' ? 'asc' : 'desc';
  return (
    <fieldset style={{ border: 0, margin: '12px 0', padding: 0 }}>
      <legend style={{ float: 'left', width: '4em', padding: 0, color: '#666', fontSize: 14 }}>
        排序
      </legend>
      {orders.map((order) => {
        const active = order.id === current;
        const nextDirection =
          active && direction === 'desc' && order.id !== 'posttime' ? 'asc' : 'desc';
        const to = withParam(
          withParam(params, 'order', String(order.id)),
          'orderType',
          nextDirection,
        );
        const arrow = active && order.id !== 'posttime' ? (direction === 'asc' ? '↑' : '↓') : '';
        return (
          <Link
            key={order.id}
            to={{ search: `?${to}` }}
            style={{ ...LINK, fontWeight: active ? 700 : 400 }}
            aria-current={active ? 'true' : undefined}
          >
            {order.name}
            {arrow}
          </Link>
        );
      })}
    </fieldset>
  );
}

/** Previous and next pages and the pages around the current one. */
export function Pagination({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const [params] = useSearchParams();
  // The search pages through the first 10,000 results.
  const last = Math.max(1, Math.min(Math.ceil(total / pageSize), Math.floor(10_000 / pageSize)));
  if (last === 1) return null;
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, last])]
    .filter((number) => number >= 1 && number <= last)
    .sort((a, b) => a - b);
  const to = (number: number) => ({ search: `?${withParam(params, 'page', String(number))}` });
  return (
    <nav aria-label="分頁" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '16px 0' }}>
      {page > 1 && <Link to={to(page - 1)}>上一頁</Link>}
      {pages.map((number) =>
        number === page ? (
          <span key={number} aria-current="page" style={{ fontWeight: 700 }}>
            {number}
          </span>
        ) : (
          <Link key={number} to={to(number)} aria-label={`第 ${number} 頁`}>
            {number}
          </Link>
        ),
      )}
      {page < last && <Link to={to(page + 1)}>下一頁</Link>}
    </nav>
  );
}
