import { Link, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';

const CSS = `
.pagination{display:flex;flex-wrap:wrap;gap:8px;justify-content:center;margin:24px 0}
.pagination a,.pagination span{min-width:40px;min-height:40px;display:inline-flex;align-items:center;justify-content:center;padding:0 10px;border:1px solid #ddd;border-radius:4px;text-decoration:none;color:#333}
.pagination [aria-current]{border-color:#b35000;background:#b35000;color:#fff;font-weight:700}
.pagination .pagination__gap{border:0;min-width:auto}
`;

/** The search pages through its first 10,000 results. */
export const PAGEABLE_RESULTS = 10_000;

/** Previous and next, the first and last pages, and the pages around the current one. */
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
  const last = Math.max(
    1,
    Math.min(Math.ceil(total / pageSize), Math.floor(PAGEABLE_RESULTS / pageSize)),
  );
  if (last === 1) return null;
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, last])]
    .filter((number) => number >= 1 && number <= last)
    .sort((a, b) => a - b);
  const to = (number: number) => ({
    search: `?${withParam(params, 'page', number === 1 ? null : String(number))}`,
  });
  return (
    <nav aria-label="分頁" className="pagination">
      <style href="@591/ui/pagination" precedence="default">
        {CSS}
      </style>
      {page > 1 && <Link to={to(page - 1)}>上一頁</Link>}
      {pages.map((number, index) => (
        <PageLink
          key={number}
          number={number}
          current={page}
          to={to(number)}
          gap={index > 0 && number - pages[index - 1]! > 1}
        />
      ))}
      {page < last && <Link to={to(page + 1)}>下一頁</Link>}
    </nav>
  );
}

function PageLink({
  number,
  current,
  to,
  gap,
}: {
  number: number;
  current: number;
  to: { search: string };
  gap: boolean;
}) {
  return (
    <>
      {gap && (
        <span className="pagination__gap" aria-hidden="true">
          …
        </span>
      )}
      {number === current ? (
        <span aria-current="page">{number}</span>
      ) : (
        <Link to={to} aria-label={`第 ${number} 頁`}>
          {number}
        </Link>
      )}
    </>
  );
}
