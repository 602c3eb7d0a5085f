import type { MemberAlert } from '@591/api-client';
import { listingDetailUrl } from '@591/config';

/**
 * A report settled: to the poster, their listing hidden and why; to the reporter, what became
 * of their report.
 */
export function ReportAlert({
  alert,
  report,
}: {
  alert: MemberAlert;
  report: NonNullable<MemberAlert['report']>;
}) {
  const what =
    report.role === 'poster'
      ? `您的物件因檢舉已下架：${report.hiddenReason}`
      : report.status === 'hidden'
        ? '您檢舉的物件經查證已下架，謝謝您的回報'
        : '您檢舉的物件經查證未發現不實，維持刊登';
  return (
    <li className="center-item center-item--plain" data-testid="alert-item">
      <div className="center-item__body">
        <p className="center-item__line">
          {!alert.read && <strong>新 </strong>}
          {what}
        </p>
        <p className="center-item__line">
          <a href={listingDetailUrl(report.listing)}>{report.listing.title}</a>
        </p>
      </div>
    </li>
  );
}
