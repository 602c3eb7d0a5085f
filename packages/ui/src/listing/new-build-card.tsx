import type { NewBuildSummary } from '@591/api-client';
import {
  areaText,
  buildTypeName,
  formatThousands,
  minWidthQuery,
  monthText,
  roomsText,
  saleStatusName,
  totalPriceText,
  unitPriceText,
} from '@591/config';
import { Link } from '@591/react-router';
import { ListingPhoto } from './listing-photo.tsx';

const CSS = `
.project-card{position:relative;display:grid;grid-template-columns:120px minmax(0,1fr);gap:12px;padding:16px 0;border-bottom:1px solid #eee}
.project-card:focus-within{outline:2px solid #b35000;outline-offset:2px}
.project-card__photo img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:6px;background:#f2f2f2}
.project-card h2,.project-card h3{margin:0;font-size:18px}
.project-card__title a{color:#222;text-decoration:none}
.project-card__title a::after{content:"";position:absolute;inset:0}
.project-card__title a:hover{color:#b35000}
.project-card p{margin:2px 0 0;color:#555;font-size:14px}
.project-card__price{color:#8a3d00!important;font-size:16px!important;font-weight:700}
.project-card__badges{display:flex;flex-wrap:wrap;gap:4px;margin:6px 0 0;padding:0;list-style:none}
.project-card__badges li{padding:0 6px;border-radius:3px;background:#f5efe8;color:#6b3a10;font-size:12px;line-height:20px}
.project-card__badges .project-card__status{background:#8a3d00;color:#fff}
@media ${minWidthQuery('md')}{.project-card{grid-template-columns:200px minmax(0,1fr)}}
`;

const SIZES = `${minWidthQuery('md')} 200px, 120px`;

/**
 * A project in a list: its cover, name, place, price and the facts buyers compare first. The
 * whole card is one link (the name's), so a keyboard reaches each project once.
 */
export function NewBuildCard({
  project,
  to = `/${project.id}`,
  heading: Heading = 'h2',
  eager = false,
}: {
  project: NewBuildSummary;
  /** The project's page: relative on newhouse. itself, absolute from another host. */
  to?: string;
  heading?: 'h2' | 'h3';
  eager?: boolean;
}) {
  const opened = monthText(project.openedOn);
  return (
    <article className="project-card" data-testid="project">
      <style href="@591/ui/new-build-card" precedence="default">
        {CSS}
      </style>
      <div className="project-card__photo">
        <ListingPhoto photo={project.cover} alt="" sizes={SIZES} eager={eager} />
      </div>
      <div>
        <Heading className="project-card__title">
          <Link to={to}>{project.name}</Link>
        </Heading>
        <p>
          {project.districtName}・{project.address.replace(project.districtName, '')}
        </p>
        <p className="project-card__price" data-testid="project-price">
          {unitPriceText(project.unitPrice)}
          {project.totalPrice && `・總價 ${totalPriceText(project.totalPrice)}`}
        </p>
        <p>
          {roomsText(project.rooms)}・{areaText(project.area)}・
          {formatThousands(project.households)}戶・{project.builder}
        </p>
        <p>
          {project.nearestStation &&
            `${project.nearestStation.name}站 ${formatThousands(project.nearestStation.metres)} 公尺・`}
          {opened ? `${opened}公開` : '尚未公開'}・{formatThousands(project.views)} 人看過
        </p>
        <ul className="project-card__badges" aria-label="建案狀態與特色">
          <li className="project-card__status" data-testid="project-type">
            {buildTypeName(project.buildType)}
          </li>
          <li>{saleStatusName(project.saleStatus)}</li>
          {project.hasPanorama && <li>VR720</li>}
          {project.tags.slice(0, 4).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
