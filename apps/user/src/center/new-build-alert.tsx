import type { MemberAlert, NewBuildSummary } from '@591/api-client';
import { savedSearchUrl } from '@591/config';
import { ListingPhoto } from '@591/ui';
import { ProjectSummary } from './project-summary.tsx';

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
        <ProjectSummary project={project} />
        {alert.search && (
          <p className="center-item__line">
            <a href={savedSearchUrl({ ...alert.search, section: 'newhouse' })}>看這個訂閱的建案</a>
          </p>
        )}
      </div>
    </li>
  );
}
