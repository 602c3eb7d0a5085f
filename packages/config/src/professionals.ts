/**
 * 專業認證: brokers (不動產經紀人) and builders (建設公司) show who they are before the site
 * hands them anyone's personal data (an owner's 委託, a visitor's mobile); a moderator checks
 * and approves them.
 */
export const PROFESSIONAL_KINDS = [
  { id: 'broker', name: '不動產經紀人' },
  { id: 'builder', name: '建設公司' },
] as const;
export type ProfessionalKind = (typeof PROFESSIONAL_KINDS)[number]['id'];

export const PROFESSIONAL_STATUSES = [
  { id: 'pending', name: '審核中' },
  { id: 'approved', name: '已認證' },
  { id: 'rejected', name: '未通過' },
] as const;
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number]['id'];

export const professionalStatusName = (id: string) =>
  PROFESSIONAL_STATUSES.find((status) => status.id === id)?.name ?? id;

/**
 * The shape of a 不動產經紀人證書字號 as 不動產經紀業管理條例 certificates print it: the
 * year of issue (民國) in brackets, the issuing office's word, 字第, the number and 號, e.g.
 * (105)北市經字第01234號 or （94）登字第012345號. Only the shape is checked here; a moderator
 * checks the certificate itself.
 */
export const BROKER_LICENCE_PATTERN = /^[(（]\d{2,3}[)）][\u4e00-\u9fff]{0,6}字第\d{4,7}號$/;

/** A licence as typed, with spaces and half-width brackets made one way before it is checked. */
export function normaliseLicence(typed: string): string {
  return typed.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
}

/** Words the form shows at its fields. */
export const PROFESSIONAL_FIELD_MESSAGES = {
  kind: '請選擇認證身分',
  licence: '請輸入經紀人證書字號，例如 (105)北市經字第01234號',
  company: '請輸入公司名稱（40 字以內）',
  taxId: '請輸入正確的公司統一編號（8 碼）',
  reason: '請寫下審核的原因（200 字以內）',
} as const;

/** The longest company name and reason kept. */
export const PROFESSIONAL_TEXT_MAX_CHARS = { company: 40, reason: 200 } as const;
