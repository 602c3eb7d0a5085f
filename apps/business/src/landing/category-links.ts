import { COMMERCIAL_GROUPS, createHostMap, LAND_KIND } from '@591/config';

export interface CategoryGroup {
  id: string;
  title: string;
  links: { label: string; to: string; external?: boolean }[];
}

/**
 * The header's business menu as the landing's entries: each kind for rent and for sale (and
 * shops for transfer), in the same order and with the same list URLs. Land lives on its own
 * host, so its links are absolute.
 */
export function categoryGroups(regionId: number): CategoryGroup[] {
  const query = (type: number, kind: number) => `list?type=${type}&region=${regionId}&kind=${kind}`;
  return COMMERCIAL_GROUPS.map(({ id, title, offers }) => ({
    id,
    title,
    links: offers.map(({ kind, type, name }) =>
      kind === LAND_KIND
        ? { label: name, to: `${createHostMap().land}/${query(type, kind)}`, external: true }
        : { label: name, to: query(type, kind) },
    ),
  }));
}
