import type {
  QueuedReport,
  ReportBody,
  ReportTarget,
  ReportTargetQuery,
  ResolveReportBody,
} from '@591/contract';
import { type FormResult, type MemberPage, readMember, submit } from './member.ts';

/** GET /v1/user/reports/target: what the report form names, and whether it was reported. */
export function fetchReportTarget(query: ReportTargetQuery) {
  return readMember<ReportTarget>('v1/user/reports/target', { ...query });
}

/** POST /v1/user/reports: refused at a field in words (a reason, 其他's words), or 409 once filed. */
export function sendReport(body: ReportBody): Promise<FormResult<{ id: number }>> {
  return submit('v1/user/reports', body);
}

/** GET /v1/moderation/reports: the queue of one status, oldest open first. */
export function fetchReportQueue(status: QueuedReport['status'], page = 1, pageSize = 50) {
  return readMember<MemberPage<QueuedReport>>('v1/moderation/reports', { status, page, pageSize });
}

/** POST /v1/moderation/reports/:id: hide the listing, or dismiss the report. */
export function resolveReport(
  id: number,
  body: ResolveReportBody,
): Promise<FormResult<{ settled: number }>> {
  return submit(`v1/moderation/reports/${id}`, body);
}
