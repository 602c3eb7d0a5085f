import type { CommunityDetail } from '@591/api-client';
import {
  formatThousands,
  listingDetailUrl,
  minWidthQuery,
  originOf,
  type RealPriceKind,
} from '@591/config';
import { Link } from '@591/react-router';
import { DealsOrigin, DetailSection, FactList, RentCard, SaleCard } from '@591/ui';
import { doorNumbers, doorRule } from '../communities/door-rule.ts';
import { DealsTable } from '../price/deals-table.tsx';

const CSS = `
.community{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.community h1{margin:0 0 4px;font-size:24px}
.community__place{margin:0 0 16px;color:#555}
.community__medians{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.community__medians li{padding:12px 16px;border-radius:8px;background:#faf6f2}
.community__medians strong{font-size:20px;color:#8a3d00}
.community__note{margin:8px 0 0;color:#666;font-size:13px}
.community__none{margin:0;color:#555}
.community__more{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00}
@media ${minWidthQuery('md')}{.community h1{font-size:28px}.community__medians{grid-template-columns:1fr 1fr}}
`;

const perPing = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)} 萬/坪`);

/** The 實價登錄 page of the community's district, where all its deals are. */
function districtPriceUrl(community: CommunityDetail, kind: RealPriceKind = 'sale') {
  const query = new URLSearchParams({
    regionid: String(community.regionId),
    sectionid: String(community.districtId),
  });
  if (kind !== 'sale') query.set('kind', kind);
  return `/price?${query}`;
}

/**
 * A community: its facts, its homes on sale and for rent here, and the registered sales at its
 * door numbers with its median beside its road's and district's. The register gives addresses,
 * not buildings: the page says how the deals were matched (doorRule).
 */
export function Component({ data: community }: { data: CommunityDetail }) {
  return (
    <article className="community">
      <style href="@591/market/community" precedence="default">
        {CSS}
      </style>
      <h1>{community.name}</h1>
      <p className="community__place">
        {community.regionName}
        {community.address}
      </p>
      <DetailSection title="社區資料" testId="community-facts">
        <FactList
          facts={[
            ['地址', `${community.regionName}${community.address}`],
            ['門牌', doorNumbers(community)],
            ['完工年份', `${community.builtYear}年（屋齡${community.age}年）`],
            ['總戶數', `${formatThousands(community.households)}戶`],
            ['建物型態', community.buildingType],
            ['樓高', `${community.totalFloors}層`],
            ['建設公司', community.builder ?? '未提供'],
            ['公設比', community.publicRatio === null ? '未提供' : `${community.publicRatio}%`],
            ['管理費', `${community.managementFeePerPing}元/坪`],
          ]}
        />
      </DetailSection>
      <DetailSection title={`出售中（${community.saleCount}）`} testId="community-sale">
        {community.sale.length === 0 ? (
          <p className="community__none">目前沒有出售中的物件。</p>
        ) : (
          community.sale.map((listing) => (
            <SaleCard key={listing.id} listing={listing} to={listingDetailUrl(listing)} />
          ))
        )}
        <Link
          className="community__more"
          to={`${originOf('sale')}/?shType=list&regionid=${community.regionId}&section=${community.districtId}`}
        >
          看{community.districtName}所有中古屋
        </Link>
      </DetailSection>
      <DetailSection title={`出租中（${community.rentCount}）`} testId="community-rent">
        {community.rent.length === 0 ? (
          <p className="community__none">目前沒有出租中的物件。</p>
        ) : (
          community.rent.map((listing) => (
            <RentCard key={listing.id} listing={listing} to={listingDetailUrl(listing)} />
          ))
        )}
      </DetailSection>
      <DetailSection title="實價登錄" testId="community-deals">
        <ul className="community__medians">
          <li>
            {community.name}成交中位數：<strong>{perPing(community.medianUnitPrice)}</strong>
          </li>
          <li>
            {community.road}成交中位數：<strong>{perPing(community.roadMedianUnitPrice)}</strong>
          </li>
          <li>
            {community.districtName}成交中位數：
            <strong>{perPing(community.districtMedianUnitPrice)}</strong>
          </li>
        </ul>
        <p className="community__note">{doorRule(community)}</p>
        <DealsOrigin sample={community.dealsSample} />
        {community.deals.length > 0 ? (
          <DealsTable
            deals={{
              total: community.dealCount,
              page: 1,
              pageSize: community.deals.length,
              items: community.deals,
              source: community.dealSource,
              sample: community.dealsSample,
            }}
            caption={`${community.name}最近的買賣成交，共 ${formatThousands(community.dealCount)} 筆`}
          />
        ) : (
          <p className="community__none">{community.name}的門牌內還沒有登錄的買賣成交。</p>
        )}
        {community.dealCount > community.deals.length && (
          <Link className="community__more" to={`/${community.id}/price`}>
            看{community.name}全部 {formatThousands(community.dealCount)} 筆成交
          </Link>
        )}
        <Link className="community__more" to={districtPriceUrl(community)}>
          看{community.districtName}所有實價登錄
        </Link>
      </DetailSection>
    </article>
  );
}
