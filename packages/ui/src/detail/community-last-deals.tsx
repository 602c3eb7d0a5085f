import type { ListingDetail } from '@591/api-client';
import { formatThousands, originOf } from '@591/config';

const CSS = `
.community-deals{margin:12px 0 0}
.community-deals p{margin:0 0 6px;color:#444;font-size:14px}
.community-deals ul{margin:0;padding:0;list-style:none;font-size:14px}
.community-deals li{padding:6px 0;border-top:1px solid #eee;color:#333}
.community-deals a{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00}
`;

type Community = NonNullable<ListingDetail['community']>;

const unitPrice = (value: number | null) => (value === null ? '' : `${value.toFixed(2)} 萬/坪`);

/**
 * The community's registered sales beside a listing in it: how many, their median, the three
 * newest, and the way to all of them. The register names door numbers, not buildings: these
 * are the deals at the community's numbers on its road.
 */
export function CommunityLastDeals({ community }: { community: Community }) {
  const deals = community.lastDeals ?? [];
  return (
    <div className="community-deals" data-testid="community-last-deals">
      <style href="@591/ui/community-deals" precedence="default">
        {CSS}
      </style>
      <p>
        {community.dealCount > 0
          ? `實價登錄：${community.name}門牌內共 ${formatThousands(community.dealCount)} 筆成交${
              community.medianUnitPrice === null
                ? ''
                : `，每坪中位數 ${unitPrice(community.medianUnitPrice)}（不含車位與特殊交易）`
            }。`
          : `實價登錄：${community.name}門牌內還沒有登錄的成交。`}
      </p>
      {deals.length > 0 && (
        <ul>
          {deals.map((deal) => (
            <li key={deal.serial}>
              {[
                deal.tradedOn,
                deal.floors.length > 0 ? `${deal.floors.join('、')}樓` : null,
                `${deal.areaPing}坪`,
                `總價 ${formatThousands(deal.totalPrice)} 萬`,
                unitPrice(deal.unitPriceExParking ?? deal.unitPrice),
              ]
                .filter(Boolean)
                .join('・')}
            </li>
          ))}
        </ul>
      )}
      {community.dealCount > 0 && (
        <a href={`${originOf('market')}/${community.id}/price`}>看{community.name}全部成交</a>
      )}
    </div>
  );
}
