import { recommendReportUrl } from '@591/api-client';
import { RECOMMENDATION_GROUPS } from '@591/config';
import { sectionOfHost } from '@591/router';
import type { ReportCounts } from './recommendation-counts.ts';

export interface RecommendationReport {
  /** 1 rental, 2 sale. */
  type: 1 | 2;
  postId: number;
  device: 'touch' | 'pc';
  deviceId: string;
  counts: ReportCounts;
}

/**
 * The page's path as it reads on the main site: on rent.<domain> the route /123 is /rent/123,
 * so the type rule sees the section whichever host the page is served on.
 */
export function sitePath({ hostname, pathname }: { hostname: string; pathname: string }): string {
  const section = sectionOfHost(hostname);
  return section ? `/${section}${pathname}` : pathname;
}

/** The specification's rule: a path containing 'rent' is a rental, anything else a sale. */
export function reportType(path: string): 1 | 2 {
  return path.includes('rent') ? 1 : 2;
}

/** The multipart body: plain fields, and each group as JSON text. */
export function reportForm(report: RecommendationReport): FormData {
  const form = new FormData();
  form.append('type', String(report.type));
  form.append('post_id', String(report.postId));
  form.append('device', report.device);
  form.append('deviceid', report.deviceId);
  for (const group of RECOMMENDATION_GROUPS) {
    form.append(group, JSON.stringify(report.counts[group]));
  }
  return form;
}

/** Sent by beacon: the browser delivers it even as the page unloads. */
export function sendReport(
  report: RecommendationReport,
  beacon: (url: string, body: FormData) => boolean = (url, body) => navigator.sendBeacon(url, body),
): boolean {
  return beacon(recommendReportUrl(), reportForm(report));
}
