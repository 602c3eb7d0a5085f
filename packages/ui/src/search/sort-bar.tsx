import type { FilterOption } from '@591/api-client';
import { Link, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { VisuallyHidden } from '../visually-hidden.tsx';

const CSS = `
.sort-bar{display:flex;align-items:baseline;flex-wrap:wrap;gap:4px 16px;border:0;margin:12px 0 0;padding:0;font-size:14px}
.sort-bar legend{float:left;margin-right:4px;padding:0;color:#555}
.sort-bar a{color:#333;text-decoration:none}
.sort-bar a[aria-current]{color:#8a3d00;font-weight:700}
`;

const NEWEST = 'posttime';

/** Orders whose first click is ascending: 開價低於行情 starts with the furthest below its deals. */
const ASCENDING_FIRST = new Set(['market']);

/** Sort by newest, price or area; a second click on price or area flips the direction. */
export function SortBar({ orders }: { orders: readonly FilterOption[] }) {
  const [params] = useSearchParams();
  const current = params.get('order') ?? NEWEST;
  const direction = params.get('orderType') === 'asc' ? 'asc' : 'desc';
  return (
    <fieldset className="sort-bar">
      <style href="@591/ui/sort-bar" precedence="default">
        {CSS}
      </style>
      <legend>排序</legend>
      {orders.map((order) => {
        const active = order.id === current;
        const flips = order.id !== NEWEST;
        const first = ASCENDING_FIRST.has(String(order.id)) ? 'asc' : 'desc';
        const flipped = first === 'asc' ? 'desc' : 'asc';
        const nextDirection = active && flips && direction === first ? flipped : first;
        const to = withParam(
          withParam(params, 'order', String(order.id)),
          'orderType',
          nextDirection,
        );
        const arrow = active && flips ? (direction === 'asc' ? '↑' : '↓') : '';
        return (
          <Link
            key={order.id}
            to={{ search: `?${to}` }}
            aria-current={active ? 'true' : undefined}
            preventScrollReset
          >
            {order.name}
            {arrow && (
              <>
                <span aria-hidden="true">{arrow}</span>
                <VisuallyHidden>
                  {direction === 'asc' ? '（由低到高）' : '（由高到低）'}
                </VisuallyHidden>
              </>
            )}
          </Link>
        );
      })}
    </fieldset>
  );
}
