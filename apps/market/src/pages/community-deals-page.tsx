import { formatThousands } from '@591/config';
import { Link } from '@591/react-router';
import { DealsOrigin, Pagination } from '@591/ui';
import type { CommunityDealsData } from '../communities/community-data.ts';
import { doorRule } from '../communities/door-rule.ts';
import { DealsTable } from '../price/deals-table.tsx';

const CSS = `
.community-deals-page{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.community-deals-page h1{margin:0 0 4px;font-size:24px}
.community-deals-page p{margin:0 0 8px;color:#555}
.community-deals-page a.community-deals-page__back{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00}
`;

/** 社區實價登錄: every registered sale at the community's door numbers, newest first. */
export function Component({ data }: { data: CommunityDealsData }) {
  const { community, deals } = data;
  return (
    <article className="community-deals-page">
      <style href="@591/market/community-deals" precedence="default">
        {CSS}
      </style>
      <h1>{community.name}實價登錄</h1>
      <p>
        共 {formatThousands(deals.total)} 筆成交
        {community.medianUnitPrice !== null &&
          `，每坪中位數 ${community.medianUnitPrice.toFixed(2)} 萬`}
        。{doorRule(community)}
      </p>
      <DealsOrigin sample={deals.sample} />
      {deals.items.length > 0 ? (
        <DealsTable deals={deals} caption={`${community.name}的買賣成交，第 ${deals.page} 頁`} />
      ) : (
        <p role="status">{community.name}的門牌內還沒有登錄的買賣成交。</p>
      )}
      <Pagination page={deals.page} pageSize={deals.pageSize} total={deals.total} />
      <Link className="community-deals-page__back" to={`/${community.id}`}>
        回{community.name}社區頁
      </Link>
    </article>
  );
}
