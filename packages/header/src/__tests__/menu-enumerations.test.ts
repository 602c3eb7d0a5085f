import {
  COMMERCIAL_KINDS,
  createHostMap,
  FORECLOSURE_KIND,
  LAND_KIND,
  NEW_BUILD_SEARCH_TYPES,
  RENT_HOME_KINDS,
  SALE_LABEL_IDS,
  sectionOf,
} from '@591/config';
import { describe, expect, it } from 'vitest';
import { channelMenu } from '../menus/channel-menus.ts';

const hosts = createHostMap();
const REGION = 1;

/** Each value of a URL parameter over a menu's links to one host, in link order, once. */
function valuesOf(links: { href: string }[], host: string, param: string): number[] {
  const values = links
    .map((link) => new URL(link.href))
    .filter((url) => url.origin === host && url.searchParams.has(param))
    .map((url) => Number(url.searchParams.get(param)));
  return [...new Set(values)];
}

const linksOf = (id: Parameters<typeof channelMenu>[0]) =>
  channelMenu(id, hosts, REGION).flatMap((group) => group.links);

describe('the header menus name the catalogue of @591/config', () => {
  it('rent: the rent list’s kinds of home', () => {
    expect(valuesOf(linksOf('rent'), hosts.rent, 'kind')).toEqual(
      RENT_HOME_KINDS.map((kind) => kind.id),
    );
  });

  it('sale: every sale label, and foreclosures', () => {
    const links = linksOf('sale');
    expect(valuesOf(links, hosts.sale, 'label')).toEqual(SALE_LABEL_IDS);
    expect(valuesOf(links, hosts.sale, 'kind')).toEqual([FORECLOSURE_KIND]);
  });

  it('business: every commercial kind, with the business section’s types', () => {
    const links = linksOf('shop');
    expect([
      ...valuesOf(links, hosts.business, 'kind'),
      ...valuesOf(links, hosts.land, 'kind'),
    ]).toEqual(COMMERCIAL_KINDS);
    expect(valuesOf(links, hosts.business, 'type')).toEqual(sectionOf('business').types);
    expect(valuesOf(links, hosts.land, 'type').sort()).toEqual([...sectionOf('land').types]);
  });

  it('land: the land section’s kind and types', () => {
    const links = linksOf('land');
    expect(valuesOf(links, hosts.land, 'kind')).toEqual([LAND_KIND]);
    expect(valuesOf(links, hosts.land, 'type').sort()).toEqual([...sectionOf('land').types]);
  });

  it('new builds: the types a buyer searches by', () => {
    expect(valuesOf(linksOf('newhouse'), hosts.newhouse, 'build_type')).toEqual(
      NEW_BUILD_SEARCH_TYPES,
    );
  });
});
