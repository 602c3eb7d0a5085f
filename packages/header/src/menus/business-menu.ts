import { COMMERCIAL_GROUPS, type HostMap, LAND_KIND } from '@591/config';
import type { MenuGroup } from './types.ts';

/** Shops, offices, live-and-work offices, factories and land, each for rent and for sale. */
export function businessMenu(hosts: HostMap, regionId: number): MenuGroup[] {
  const href = (type: number, kind: number) =>
    `${kind === LAND_KIND ? hosts.land : hosts.business}/list?type=${type}&region=${regionId}&kind=${kind}`;
  return COMMERCIAL_GROUPS.map(({ id, title, offers }) => ({
    id,
    title,
    links: offers.map(({ kind, type, name }) => ({ label: name, href: href(type, kind) })),
  }));
}
