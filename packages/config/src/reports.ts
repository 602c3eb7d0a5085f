/** 檢舉: why a member reports a listing, as 591 asks; 其他 needs their words. */
export const LISTING_REPORT_REASONS = [
  { id: 'gone', name: '已成交/已出租仍刊登' },
  { id: 'price', name: '價格不實' },
  { id: 'photos', name: '照片不實' },
  { id: 'address', name: '地址不實' },
  { id: 'fake-owner', name: '仲介冒充屋主' },
  { id: 'fraud', name: '詐騙' },
  { id: 'other', name: '其他' },
] as const;

/** Why a member reports a message of a conversation. */
export const MESSAGE_REPORT_REASONS = [
  { id: 'fraud', name: '詐騙' },
  { id: 'spam', name: '廣告或騷擾' },
  { id: 'other', name: '其他' },
] as const;

/** Every reason a report may give, by id. */
export const REPORT_REASONS = [
  ...LISTING_REPORT_REASONS,
  ...MESSAGE_REPORT_REASONS.filter(
    (reason) => !LISTING_REPORT_REASONS.some((listing) => listing.id === reason.id),
  ),
];
export type ReportReason = (typeof REPORT_REASONS)[number]['id'];

export const reportReasonName = (id: string) =>
  REPORT_REASONS.find((reason) => reason.id === id)?.name ?? id;

/** A report waits for a moderator, who hides the listing or finds the report unfounded. */
export const REPORT_STATUSES = [
  { id: 'open', name: '待處理' },
  { id: 'hidden', name: '已下架' },
  { id: 'dismissed', name: '查無不實' },
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number]['id'];

/** The words a reporter may add (needed for 其他), and a moderator's reason for hiding. */
export const REPORT_DETAIL_MAX_CHARS = 200;

/** The member role that reads the report queue (檢舉處理 in the member centre). */
export const MODERATOR_ROLE = 'moderator';
