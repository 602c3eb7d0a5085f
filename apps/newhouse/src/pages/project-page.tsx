import type { NewBuildDetail } from '@591/api-client';
import {
  areaText,
  buildTypeName,
  formatThousands,
  minWidthQuery,
  monthText,
  mortgageCalculatorUrl,
  NEW_BUILD_PURPOSES,
  NEW_BUILD_SHAPES,
  roomsText,
  saleStatusName,
  totalPriceText,
  unitPriceText,
} from '@591/config';
import { Link } from '@591/react-router';
import { DetailLayout, DetailSection, type Fact, FactList, FavouriteButton } from '@591/ui';
import { PanoramaViewer } from '../projects/panorama-viewer.tsx';
import { ProjectAlbums } from '../projects/project-albums.tsx';
import { ProjectDeals } from '../projects/project-deals.tsx';
import { ProjectMap } from '../projects/project-map.tsx';
import { ProjectPresales } from '../projects/project-presales.tsx';
import { VisitForm } from '../projects/visit-form.tsx';

const CSS = `
.project-heading h1{margin:0 0 4px;font-size:24px}
.project-heading p{margin:0;color:#555}
.project-heading__badges{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0 0!important;padding:0;list-style:none}
.project-heading__badges li{padding:0 8px;border-radius:3px;background:#f5efe8;color:#6b3a10;font-size:13px;line-height:24px}
.project-heading__badges .project-heading__type{background:#8a3d00;color:#fff}
.project-price strong{display:block;color:#8a3d00;font-size:24px}
.project-price p{margin:0;color:#444}
.project-price a,.project-office a{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00;font-weight:700}
.project-office{padding:16px;border:1px solid #e0e0e0;border-radius:8px}
.project-office h2{margin:0 0 8px;font-size:18px}
.project-office p{margin:4px 0;color:#333}
.project-office .visit-form{margin:16px 0 0;padding:16px 0 0;border-top:1px solid #eee}
.project-near{display:grid;gap:16px}
.project-near h3{margin:0 0 4px;font-size:15px}
.project-near ul{margin:0;padding:0 0 0 18px;color:#333}
.project-timeline{margin:0;padding:0;list-style:none}
.project-timeline li{padding:10px 0 10px 16px;border-left:3px solid #e6d3c1}
.project-timeline time{color:#8a3d00;font-size:13px}
.project-timeline h3{margin:2px 0;font-size:16px}
.project-timeline p{margin:0;color:#444;font-size:14px}
.project-map__open{display:inline-flex;align-items:center;min-height:44px;color:#8a3d00}
@media ${minWidthQuery('md')}{.project-heading h1{font-size:28px}.project-near{grid-template-columns:1fr 1fr}}
`;

const nameOf = (list: readonly { id: string; name: string }[], id: string) =>
  list.find((item) => item.id === id)?.name ?? '';
const percent = (value: number) => `${value}%`;
const metres = (value: number) => `${formatThousands(value)} 公尺`;

/** The middle of the total price range, for the calculator; none while the price is to be set. */
const typicalPrice = (project: NewBuildDetail) =>
  project.totalPrice ? (project.totalPrice.min + project.totalPrice.max) / 2 : undefined;

/**
 * A project: every fact a buyer checks before a pre-sale or new flat, grouped as they read
 * them (價格與格局, 建築規劃, 公司資訊, 接待中心), its albums with the floor plans apart, where it
 * is and what is near, its news, and the district's registered sales; 收藏 by the price.
 */
export function Component({ data: project }: { data: NewBuildDetail }) {
  // A house's garage is part of the house: it has no price of its own.
  const parkingPrice = project.parking.price
    ? `${totalPriceText(project.parking.price)}/位`
    : project.shape === 'townhouse' || project.shape === 'villa'
      ? '含於房價'
      : '價格待定';
  const priceFacts: Fact[] = [
    ['單價', unitPriceText(project.unitPrice)],
    ['總價', totalPriceText(project.totalPrice)],
    ['格局', roomsText(project.rooms)],
    ['坪數', areaText(project.area)],
    [
      '車位',
      `${project.parking.plan}・${formatThousands(project.parking.count)}位・${parkingPrice}`,
    ],
    ['管理費', `${project.managementFee}元/坪/月`],
  ];
  const buildingFacts: Fact[] = [
    ['建案狀態', `${buildTypeName(project.buildType)}・${saleStatusName(project.saleStatus)}`],
    ['公開銷售', monthText(project.openedOn) ?? '尚未公開'],
    ['用途', nameOf(NEW_BUILD_PURPOSES, project.purpose)],
    ['建築型態', nameOf(NEW_BUILD_SHAPES, project.shape)],
    ['總戶數', `${formatThousands(project.households)}戶`],
    [
      '棟數與樓層',
      `${project.buildings}棟・地上${project.floorsAbove}層・地下${project.floorsBelow}層`,
    ],
    ['基地面積', `${formatThousands(project.siteArea)}坪`],
    ['建蔽率', percent(project.coverageRatio)],
    ['公設比', percent(project.publicRatio)],
    ['完工', monthText(project.completion) ?? project.completion],
    ['交屋', project.handover],
    ['建照號碼', project.permitNumber],
  ];
  const companyFacts: Fact[] = [
    ['投資建設', project.builder],
    ['營造公司', project.constructorName],
    ['企劃銷售', project.salesAgent],
    ['建築設計', project.architect],
  ];
  return (
    <DetailLayout
      heading={
        <header className="project-heading">
          <style href="@591/newhouse/project" precedence="default">
            {CSS}
          </style>
          <h1>{project.name}</h1>
          <p>
            {project.regionName}
            {project.address}
          </p>
          <ul className="project-heading__badges" aria-label="建案狀態與特色">
            <li className="project-heading__type">{buildTypeName(project.buildType)}</li>
            <li>{saleStatusName(project.saleStatus)}</li>
            {project.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </header>
      }
      gallery={<ProjectAlbums project={project} />}
      price={
        <>
          <div className="project-price" data-testid="project-price">
            <strong>{unitPriceText(project.unitPrice)}</strong>
            <p>總價 {totalPriceText(project.totalPrice)}</p>
            <p>
              {roomsText(project.rooms)}・{areaText(project.area)}
            </p>
            <a href={mortgageCalculatorUrl(typicalPrice(project))}>房貸試算</a>
          </div>
          <FavouriteButton subject={{ kind: 'newBuild', id: project.id }} />
        </>
      }
      contact={
        <section className="project-office" data-testid="project-office" aria-label="接待中心">
          <h2>接待中心</h2>
          <p>{project.office.address}</p>
          <p>賞屋時間：{project.office.hours}</p>
          <p>
            電話：
            <a href={`tel:${project.office.phone.replace(/-/g, '')}`}>{project.office.phone}</a>
          </p>
          {project.saleStatus === 'sold-out' ? (
            <p>這個建案已完銷，不再受理預約賞屋。</p>
          ) : (
            <VisitForm project={project} />
          )}
        </section>
      }
      after={
        <>
          {project.presale && (
            <DetailSection title="本案實價登錄（預售屋）" testId="project-presales-section">
              <ProjectPresales name={project.name} presale={project.presale} />
            </DetailSection>
          )}
          <DetailSection title="周邊實價登錄" testId="project-deals-section">
            <ProjectDeals project={project} />
          </DetailSection>
        </>
      }
    >
      <DetailSection title="價格與格局" testId="project-prices">
        <FactList facts={priceFacts} />
      </DetailSection>
      <DetailSection title="建築規劃" testId="project-building">
        <FactList facts={buildingFacts} />
      </DetailSection>
      <DetailSection title="公司資訊" testId="project-companies">
        <FactList facts={companyFacts} />
      </DetailSection>
      <DetailSection title="位置與周邊" testId="project-location">
        <ProjectMap id={project.id} name={project.name} lat={project.lat} lng={project.lng} />
        <div className="project-near">
          <div>
            <h3>捷運站</h3>
            {project.stations.length === 0 ? (
              <p>1.5 公里內沒有捷運站。</p>
            ) : (
              <ul>
                {project.stations.map((station) => (
                  <li key={station.name}>
                    {station.note} {station.name}站，直線距離 {metres(station.metres)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3>學校</h3>
            {project.schools.length === 0 ? (
              <p>3 公里內沒有大專院校。</p>
            ) : (
              <ul>
                {project.schools.map((school) => (
                  <li key={school.name}>
                    {school.name}，直線距離 {metres(school.metres)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </DetailSection>
      <DetailSection title="最新動態" testId="project-timeline">
        {project.timeline.length === 0 ? (
          <p>還沒有動態。</p>
        ) : (
          <ol className="project-timeline">
            {project.timeline.map((event) => (
              <li key={`${event.date}-${event.title}`}>
                <time dateTime={event.date}>{event.date}</time>
                <h3>{event.title}</h3>
                <p>{event.body}</p>
              </li>
            ))}
          </ol>
        )}
      </DetailSection>
      {project.panorama && (
        <DetailSection title="VR720 看屋" testId="project-vr">
          <PanoramaViewer src={project.panorama} name={project.name} />
          <Link className="project-map__open" to={`/vr?regionid=${project.regionId}`}>
            看更多 VR720 建案
          </Link>
        </DetailSection>
      )}
    </DetailLayout>
  );
}
