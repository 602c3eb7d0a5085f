import type { MemberAlert, NewBuildSummary } from '@591/api-client';
import { newBuildUrl, savedSearchUrl, totalPriceText, unitPriceText } from '@591/config';
import { ListingPhoto } from '@591/ui';

/** A project newly published that matches one of the member's saved new-build searches. */
export function NewBuildAlert({
  alert,
  project,
}: {
  alert: MemberAlert;
  project: NewBuildSummary;
}) {
  return (
    <li className="center-item" data-testid="alert-item">
      <ListingPhoto photo={project.cover} alt="" sizes="160px" />
      <div className="center-item__body">
        <p className="center-item__line">
          {!alert.read && <strong>新 </strong>}
          符合訂閱「{alert.search?.name ?? ''}」的新建案
        </p>
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
        {alert.search && (
          <p className="center-item__line">
            <a href={savedSearchUrl({ ...alert.search, section: 'newhouse' })}>看這個訂閱的建案</a>
          </p>
        )}
      </div>
    </li>
  );
}
