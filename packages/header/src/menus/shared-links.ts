import { type HostMap, postFirstUrl } from '@591/config';
import type { MenuLink } from './types.ts';

/** Links that several menus repeat: posting, charges, tools and the owner-entrust entries. */
export function postFirstHref(hosts: HostMap, type: 'rent' | 'sale'): string {
  return postFirstUrl(type, hosts.www);
}

/** The charge intro: 1 for rent ads, 2 for the sale packages. */
export function chargeIntroHref(hosts: HostMap, page: 1 | 2): string {
  return `${hosts.www}/home/help/chargeIntro/${page}`;
}

/** Owner entrust entries: 5 entrusts a sale, 6 entrusts a rental. */
export function entrustHref(hosts: HostMap, entryType: 5 | 6): string {
  return `${hosts.market}/entrust?entryType=${entryType}`;
}

export function mortgageRatesLink(hosts: HostMap): MenuLink {
  return { label: '房貸利率', href: `${hosts.mortgage}/rate` };
}

export function mortgageCalculatorLink(hosts: HostMap): MenuLink {
  return { label: '房貸試算', href: `${hosts.mortgage}/calculator` };
}

export function realPriceLink(hosts: HostMap, regionId: number): MenuLink {
  return { label: '實價登錄', href: `${hosts.market}/price?regionid=${regionId}` };
}

export function findBrokerLink(hosts: HostMap, regionId: number): MenuLink {
  return { label: '找經紀人', href: `${hosts.market}/broker?regionid=${regionId}` };
}
