import type { NewBuildSummary } from '@591/api-client';
import { newBuildUrl, totalPriceText, unitPriceText } from '@591/config';

/** A project in a member centre list (收藏, 通知): its name linking to its page, place, prices. */
export function ProjectSummary({ project }: { project: NewBuildSummary }) {
  return (
    <>
      <h4 className="center-item__title">
        <a href={newBuildUrl(project.id)}>{project.name}</a>
      </h4>
      <p className="center-item__line">
        {project.regionName}
        {project.address}
      </p>
      <p className="center-item__price">
        {unitPriceText(project.unitPrice)}
        {project.totalPrice && <small>・總價 {totalPriceText(project.totalPrice)}</small>}
      </p>
    </>
  );
}
