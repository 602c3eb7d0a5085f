import { listingDetailUrl, originOf } from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import { inRegion, NewBuildCard, RegionPicker, SaleCard } from '@591/ui';
import type { LuxuryLandingData } from '../listings/luxury-data.ts';
import { LuxuryLineNote } from '../listings/luxury-line-note.tsx';
import { LUXURY_CSS } from '../listings/luxury-styles.ts';

/**
 * 豪宅: the region's newest homes above its luxury line, and its districts to browse by. Each
 * home opens its own sale page: the channel lists, the sale section shows.
 */
export function Component({ data }: { data: LuxuryLandingData }) {
  const { region, listings, projects } = data;
  const [params] = useSearchParams();
  const listUrl = (sectionId?: number) =>
    `/list?regionid=${region.id}${sectionId ? `&sectionid=${sectionId}` : ''}`;
  return (
    <div className="luxury">
      <style href="@591/upscale/luxury" precedence="default">
        {LUXURY_CSS}
      </style>
      <section className="luxury__hero" aria-labelledby="luxury-title">
        <div className="luxury__hero-inner">
          <h1 id="luxury-title">{region.name}豪宅</h1>
          <LuxuryLineNote regionId={region.id} regionName={region.name} />
        </div>
      </section>
      <div className="luxury__body">
        <div className="luxury__head">
          <RegionPicker
            regionId={region.id}
            regionName={region.name}
            searchFor={(regionId) => inRegion(params, regionId)}
          />
        </div>
        <section className="luxury__section" aria-labelledby="luxury-districts">
          <h2 id="luxury-districts">依行政區找豪宅</h2>
          <ul className="luxury__districts">
            {region.districts.map((district) => (
              <li key={district.id}>
                <Link to={listUrl(district.id)}>{district.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="luxury__section" aria-labelledby="luxury-newest">
          <h2 id="luxury-newest">最新上架</h2>
          {listings.items.length === 0 ? (
            <p className="luxury__empty" role="status">
              {region.name}目前沒有總價超過豪宅門檻的出售物件。
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
          <Link className="luxury__more" to={listUrl()}>
            看{region.name}全部 {listings.total} 筆豪宅
          </Link>
        </section>
        <section className="luxury__section" aria-labelledby="luxury-projects">
          <h2 id="luxury-projects">豪宅建案</h2>
          {projects.items.length === 0 ? (
            <p className="luxury__empty" role="status">
              {region.name}目前沒有總價達豪宅門檻的新建案。
            </p>
          ) : (
            <ul className="luxury__list" data-testid="luxury-projects">
              {projects.items.map((project) => (
                <li key={project.id}>
                  <NewBuildCard
                    project={project}
                    heading="h3"
                    to={`${originOf('newhouse')}/${project.id}`}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
