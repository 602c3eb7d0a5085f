import { fetchReportTarget } from '@591/api-client';
import { firstReadOnServer } from '../center/use-member-data.ts';

/** `?listingId=` or `?messageId=`: what is reported. */
export const reportTargetOf = (search: URLSearchParams) => ({
  ...(Number(search.get('listingId')) > 0 && { listingId: Number(search.get('listingId')) }),
  ...(Number(search.get('messageId')) > 0 && { messageId: Number(search.get('messageId')) }),
});

/** The report form's target, read by the server render with the member's session. */
export const reportLoader = firstReadOnServer(({ request }) =>
  fetchReportTarget(reportTargetOf(new URL(request.url).searchParams)),
);
