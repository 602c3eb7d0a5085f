import { SITE_DOMAIN } from './site-domain.ts';

/**
 * Customer-service facts of the specification (section 9): the header's help menu shows them
 * until its signature call answers, and the footer and the posting help pages show them as
 * they are.
 */
export interface CustomerServiceInfo {
  phone: { number: string; hours: string };
  email: { address: string; reply: string };
  onlineChat: { hours: string };
  selfService: { note: string };
}

export const SERVICE_HOURS = '週一至週日 9:00-18:00';

/** The facts for a site on `domain` (the email address is the site's own). */
export function customerServiceFor(domain: string): CustomerServiceInfo {
  return {
    phone: { number: '0800-000-591', hours: SERVICE_HOURS },
    email: { address: `service@${domain}`, reply: '1個工作天內回覆' },
    onlineChat: { hours: SERVICE_HOURS },
    selfService: { note: '83%問題1分鐘內自助解決' },
  };
}

export const STATIC_CUSTOMER_SERVICE: CustomerServiceInfo = customerServiceFor(SITE_DOMAIN);
