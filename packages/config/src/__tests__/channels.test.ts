import { describe, expect, it } from 'vitest';
import { CHANNEL_IDS, channelHref, channels } from '../channels.ts';
import { createHostMap, createSite } from '../hosts.ts';

const hosts = createHostMap(createSite('591.com.tw'));
const localHosts = createHostMap(createSite('591.localhost', { protocol: 'http:', port: '8080' }));

const TAIPEI = 1;
const NEW_TAIPEI = 3;
const KAOHSIUNG = 17;

describe('header channels', () => {
  it('are the ten channels of the specification, in order', () => {
    expect(CHANNEL_IDS).toEqual([
      'home',
      'newhouse',
      'sale',
      'rent',
      'land',
      'shop',
      'office',
      'plant',
      'market',
      'news',
    ]);
    expect(channels(hosts, TAIPEI).map(({ id }) => id)).toEqual(CHANNEL_IDS);
  });

  it('carry their Traditional Chinese names', () => {
    expect(channels(hosts, TAIPEI).map(({ name }) => name)).toEqual([
      '首頁',
      '新建案',
      '中古屋',
      '租屋',
      '土地',
      '店面',
      '辦公',
      '廠房',
      '找社區',
      '新聞',
    ]);
  });

  it('link to each section with the Taipei region', () => {
    expect(Object.fromEntries(channels(hosts, TAIPEI).map(({ id, href }) => [id, href]))).toEqual({
      home: 'https://www.591.com.tw/',
      newhouse: 'https://newhouse.591.com.tw/',
      sale: 'https://sale.591.com.tw/?shType=list&regionid=1',
      rent: 'https://rent.591.com.tw/list?region=1',
      land: 'https://land.591.com.tw/list?type=2&region=1&kind=11',
      shop: 'https://business.591.com.tw/list?type=1&region=1&kind=5',
      office: 'https://business.591.com.tw/list?type=1&region=1&kind=6',
      plant: 'https://business.591.com.tw/list?type=1&region=1&kind=7',
      market: 'https://market.591.com.tw/list',
      news: 'https://news.591.com.tw/',
    });
  });

  it.each([
    [NEW_TAIPEI, 'sale', 'https://sale.591.com.tw/?shType=list&regionid=3'],
    [NEW_TAIPEI, 'rent', 'https://rent.591.com.tw/list?region=3'],
    [NEW_TAIPEI, 'land', 'https://land.591.com.tw/list?type=2&region=3&kind=11'],
    [KAOHSIUNG, 'shop', 'https://business.591.com.tw/list?type=1&region=17&kind=5'],
    [KAOHSIUNG, 'office', 'https://business.591.com.tw/list?type=1&region=17&kind=6'],
    [KAOHSIUNG, 'plant', 'https://business.591.com.tw/list?type=1&region=17&kind=7'],
  ] as const)('region %i gives the %s link %s', (region, id, href) => {
    expect(channelHref(id, hosts, region)).toBe(href);
  });

  it('leave home, new houses, market and news links independent of the region', () => {
    for (const id of ['home', 'newhouse', 'market', 'news'] as const) {
      expect(channelHref(id, hosts, KAOHSIUNG)).toBe(channelHref(id, hosts, TAIPEI));
    }
  });

  it('point at the local site with its scheme and port', () => {
    expect(channelHref('rent', localHosts, TAIPEI)).toBe(
      'http://rent.591.localhost:8080/list?region=1',
    );
    expect(channelHref('market', localHosts, TAIPEI)).toBe('http://market.591.localhost:8080/list');
  });
});
