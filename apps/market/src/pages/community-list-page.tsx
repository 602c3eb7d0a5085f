import { formatThousands, minWidthQuery } from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import {
  DistrictFilter,
  FilterGroup,
  KeywordForm,
  OneChoiceChips,
  Pagination,
  placeName,
  RegionListHeader,
  UnknownDistrictNotice,
} from '@591/ui';
import type { CommunityListData } from '../communities/community-data.ts';
import { COMMUNITY_ORDERS } from '../communities/community-search.ts';
import { AGE_CHOICES } from '../place/age-bands.ts';

const CSS = `
.communities{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.communities__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:0 0 8px}
.communities__head h1{margin:0;font-size:24px}
.communities__total{margin:16px 0 0;color:#555;font-size:14px}
.communities__notice{margin:16px 0 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.communities__list{list-style:none;margin:0;padding:0}
.community-card{position:relative;display:grid;gap:4px;padding:16px 0;border-bottom:1px solid #eee}
.community-card h2{margin:0;font-size:18px}
.community-card h2 a{color:#222;text-decoration:none}
.community-card h2 a::after{content:"";position:absolute;inset:0}
.community-card h2 a:hover{color:#b35000}
.community-card:focus-within{outline:2px solid #b35000;outline-offset:2px}
.community-card p{margin:0;color:#555;font-size:14px}
.community-card__counts{color:#8a3d00!important;font-weight:700}
.communities__empty{margin:32px 0;padding:32px 16px;border:1px dashed #ddd;border-radius:8px;text-align:center;color:#555}
@media ${minWidthQuery('md')}{.communities__head h1{font-size:26px}}
`;

/** The sort orders; the default (most listings) has no parameter. */
const ORDER_CHOICES = COMMUNITY_ORDERS.map((order) => ({
  value: order.id === 'listings' ? null : order.id,
  name: order.name,
}));

/**
 * 找社區: a region's communities (a district's, by name or road), with their age, size, fee and
 * how many of their homes are on sale and for rent here now.
 */
export function Component({ data }: { data: CommunityListData }) {
  const { search, region, communities, invalid } = data;
  const [params] = useSearchParams();
  const place = placeName({ region, search });
  return (
    <div className="communities">
      <style href="@591/market/communities" precedence="default">
        {CSS}
      </style>
      <RegionListHeader className="communities__head" title={`${place}社區`} region={region} />
      <KeywordForm placeholder="輸入社區名稱或路名" />
      <nav aria-label="社區條件">
        <DistrictFilter region={region} sectionId={search.sectionId} />
        <FilterGroup label="屋齡">
          <OneChoiceChips name="age" choices={AGE_CHOICES} current={search.age} params={params} />
        </FilterGroup>
        <FilterGroup label="排序">
          <OneChoiceChips
            name="order"
            choices={ORDER_CHOICES}
            current={search.order === 'listings' ? null : search.order}
            params={params}
          />
        </FilterGroup>
      </nav>
      {invalid && (
        <UnknownDistrictNotice className="communities__notice" region={region} listed="社區" />
      )}
      <p className="communities__total" data-testid="community-total">
        共 {formatThousands(communities.total)} 個社區
      </p>
      {communities.items.length === 0 ? (
        <p className="communities__empty" role="status">
          {search.keyword
            ? `${place}沒有名稱或路名含「${search.keyword}」的社區。`
            : `${place}還沒有社區資料。`}
        </p>
      ) : (
        <ol className="communities__list">
          {communities.items.map((community) => (
            <li key={community.id}>
              <article className="community-card" data-testid="community">
                <h2>
                  <Link to={`/${community.id}`}>{community.name}</Link>
                </h2>
                <p>
                  {community.districtName}・{community.address.replace(community.districtName, '')}
                </p>
                <p>
                  屋齡{community.age}年・{formatThousands(community.households)}戶・
                  {community.totalFloors}層・管理費{community.managementFeePerPing}元/坪
                </p>
                <p className="community-card__counts">
                  出售 {community.saleCount} 筆・出租 {community.rentCount} 筆・成交{' '}
                  {formatThousands(community.dealCount)} 筆
                  {community.medianUnitPrice !== null &&
                    `・中位數 ${community.medianUnitPrice.toFixed(2)} 萬/坪`}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={communities.page}
        pageSize={communities.pageSize}
        total={communities.total}
      />
    </div>
  );
}
