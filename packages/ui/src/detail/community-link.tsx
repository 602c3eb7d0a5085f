import type { ListingDetail } from '@591/api-client';
import { originOf } from '@591/config';

const CSS = `
.community-link{display:inline-flex;align-items:center;min-height:44px;margin-top:8px;color:#8a3d00;font-weight:700}
`;

/** To the community's own page on 找社區: its other homes here and its road's registered deals. */
export function CommunityLink({
  community,
}: {
  community: NonNullable<ListingDetail['community']>;
}) {
  return (
    <a className="community-link" href={`${originOf('market')}/${community.id}`}>
      <style href="@591/ui/community-link" precedence="default">
        {CSS}
      </style>
      {community.name}社區頁：出售、出租與實價登錄
    </a>
  );
}
