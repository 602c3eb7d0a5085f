import { Link } from '@591/react-router';
import { HelpFrame } from '../layout/help-frame.tsx';
import { type SearchHit, searchHelp } from '../search/help-search.ts';

export interface SearchPageData {
  query: string;
  hits: SearchHit[];
}

/** Queries longer than the box allows are cut, not refused: the box never sends one. */
const MAX_QUERY = 50;

export async function loadSearchPage(url: URL): Promise<SearchPageData> {
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  return { query, hits: query ? await searchHelp(query) : [] };
}

/** 搜尋結果: the pages that mention every word asked for, or a way on when none does. */
export function Component({ data }: { data: SearchPageData }) {
  const { query, hits } = data;
  return (
    <HelpFrame crumbs={[{ label: '搜尋' }]} query={query}>
      <h1>{query ? `「${query}」的搜尋結果` : '搜尋幫助中心'}</h1>
      {query && (
        <p className="help__lead" role="status">
          {hits.length ? `找到 ${hits.length} 篇` : '找不到相關的說明'}
        </p>
      )}
      {hits.length > 0 ? (
        <ul className="help__list">
          {hits.map((hit) => (
            <li key={hit.path}>
              <Link to={hit.path}>{hit.title}</Link>
              <p>{hit.summary}</p>
            </li>
          ))}
        </ul>
      ) : (
        query && (
          <p className="help__empty">
            試試較短的關鍵字（例如「刊登」「密碼」），瀏覽<Link to="/">所有分類</Link>，或
            <Link to="/contact">聯絡客服</Link>。
          </p>
        )
      )}
    </HelpFrame>
  );
}
