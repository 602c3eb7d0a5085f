import { formatThousands, listingDetailUrl } from '@591/config';
import { useSearchParams } from '@591/react-router';
import {
  DistrictFilter,
  FilterGroup,
  OneChoiceChips,
  Pagination,
  placeName,
  RegionListHeader,
  SaleCard,
  UnknownDistrictNotice,
} from '@591/ui';
import type { LuxuryListData } from '../listings/luxury-data.ts';
import { LuxuryLineNote } from '../listings/luxury-line-note.tsx';
import { LUXURY_ORDERS } from '../listings/luxury-search.ts';
import { LUXURY_CSS } from '../listings/luxury-styles.ts';

/** The orders; the default (newest) has no parameter. */
const ORDER_CHOICES = LUXURY_ORDERS.map((order) => ({
  value: order.id === 'newest' ? null : order.id,
  name: order.name,
}));

/** 豪宅列表: the region's (a district's) homes above the luxury line, each opening its sale page. */
export function Component({ data }: { data: LuxuryListData }) {
  const { search, region, listings, invalid } = data;
  const [params] = useSearchParams();
  const place = placeName({ region, search });
  return (
    <div className="luxury">
      <style href="@591/upscale/luxury" precedence="default">
        {LUXURY_CSS}
      </style>
      <div className="luxury__body">
        <RegionListHeader className="luxury__head" title={`${place}豪宅`} region={region} />
        <LuxuryLineNote regionId={region.id} regionName={region.name} />
        <nav aria-label="豪宅條件">
          <DistrictFilter region={region} sectionId={search.sectionId} />
          <FilterGroup label="排序">
            <OneChoiceChips
              name="order"
              choices={ORDER_CHOICES}
              current={search.order === 'newest' ? null : search.order}
              params={params}
            />
          </FilterGroup>
        </nav>
        {invalid && (
          <UnknownDistrictNotice className="luxury__notice" region={region} listed="豪宅" />
        )}
        <p className="luxury__total" data-testid="luxury-total">
          共 {formatThousands(listings.total)} 筆
        </p>
        {listings.items.length === 0 ? (
          <p className="luxury__empty" role="status">
            {place}目前沒有總價超過豪宅門檻的出售物件。
          </p>
        ) : (
          <ul className="luxury__list">
            {listings.items.map((listing) => (
              <li key={listing.id}>
                <SaleCard listing={listing} to={listingDetailUrl(listing)} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={listings.page} pageSize={listings.pageSize} total={listings.total} />
      </div>
    </div>
  );
}
