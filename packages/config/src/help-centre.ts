import { originOf } from './hosts.ts';

/**
 * The help menu's AI self-service tasks, in the specification's order: the header links to
 * each at help.<domain>/ai/{slug}, where the help centre serves its article.
 */
export const SELF_SERVICES = [
  { slug: 'extend-package', label: '延長刊登期限' },
  { slug: 'edit-listing', label: '修改物件' },
  { slug: 'refund-points', label: '點數快速退費' },
  { slug: 'store-top-up', label: '超商儲值' },
  { slug: 'clear-price-change', label: '清除價格異動' },
] as const;

/** What a message to customer service is about (聯絡我們): the form's choices, the API's ids. */
export const CONTACT_TOPICS = [
  { id: 'listing', name: '刊登與物件' },
  { id: 'account', name: '帳號與登入' },
  { id: 'report', name: '檢舉不實物件' },
  { id: 'privacy', name: '個人資料與隱私' },
  { id: 'other', name: '其他問題' },
] as const;

export type ContactTopicId = (typeof CONTACT_TOPICS)[number]['id'];

/** A message to customer service: long enough to say what happened, short enough to read. */
export const CONTACT_MESSAGE_LENGTH = { min: 10, max: 1000 } as const;

/** The help centre's legal pages, which forms that take personal data link to. */
export type LegalPage = 'terms' | 'privacy' | 'disclaimer';

/** A legal page, or one of its sections by its stable anchor (e.g. privacy#web-push). */
export function legalPageUrl(page: LegalPage, section?: string, helpOrigin = originOf('help')) {
  return `${helpOrigin}/${page}${section ? `#${section}` : ''}`;
}
