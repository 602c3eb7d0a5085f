import { Link } from '@591/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSalePath } from '../app/sale-paths.ts';
import { AddForm } from '../house-pk/add-form.tsx';
import { MAX_COMPARED } from '../house-pk/compared-cookie.ts';
import { keepCompared, removeCompared } from '../house-pk/compared-ids.ts';
import type { ComparedHouse, Comparison } from '../house-pk/comparison-data.ts';
import { ComparisonTable } from '../house-pk/comparison-table.tsx';
import { HOUSE_PK_CSS } from '../house-pk/house-pk-styles.ts';

/** The house comparison: the listings in the visitor's cookie, rendered on the server too. */
export function Component({ data }: { data: Comparison }) {
  const { houses, missing } = data;
  const salePath = useSalePath();
  const [removed, setRemoved] = useState<ComparedHouse[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const table = useRef<HTMLElement>(null);
  const shown = houses.filter((house) => !removed.includes(house));

  useEffect(() => {
    // Listings sold or withdrawn since they were added leave the comparison for good.
    if (missing.length > 0) keepCompared(houses.map((house) => house.listing.id));
  }, [houses, missing]);

  const remove = (house: ComparedHouse) => {
    removeCompared(house.listing.id);
    setRemoved([...removed, house]);
    // The button is gone: focus goes to what is left, so the keyboard stays in place.
    (shown.length > 1 ? table : heading).current?.focus();
  };
  const last = removed.at(-1);
  const message = last
    ? `已移除「${last.listing.title}」。`
    : missing.length > 0
      ? `${missing.length} 間物件已下架，已從比較中移除。`
      : null;

  return (
    <div className="house-pk">
      <style href="@591/sale/house-pk" precedence="default">
        {HOUSE_PK_CSS}
      </style>
      <h1 ref={heading} tabIndex={-1}>
        房屋比較
      </h1>
      <p className="house-pk__intro">
        並排比較最多 {MAX_COMPARED} 間中古屋的價格、坪數、公設比、屋齡、社區與周邊捷運。
      </p>
      <div role="status">{message && <p className="house-pk__notice">{message}</p>}</div>
      {shown.length === 0 ? (
        <div className="house-pk__empty">
          <p>還沒有加入比較的物件。</p>
          <ol>
            <li>在中古屋列表或物件頁按「加入比較」</li>
            <li>或在下方輸入物件編號</li>
            <li>最多可並排比較 {MAX_COMPARED} 間</li>
          </ol>
          <p>
            <Link to={`${salePath('')}?shType=list`}>前往中古屋列表</Link>
          </p>
        </div>
      ) : (
        <ComparisonTable houses={shown} onRemove={remove} tableRef={table} />
      )}
      {shown.length < MAX_COMPARED && (
        <section className="house-pk__add" aria-labelledby="house-pk-add">
          <h2 id="house-pk-add">以物件編號加入</h2>
          <AddForm />
        </section>
      )}
      <div className="house-pk__actions">
        <Link to={`${salePath('')}?shType=list`}>繼續找中古屋</Link>
      </div>
    </div>
  );
}
