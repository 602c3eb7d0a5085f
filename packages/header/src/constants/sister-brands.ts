import { type HostMap, SITE_APPS } from '@591/config';

/**
 * The group's other brands. Their sites live outside the host map, so their origins are
 * listed here; kept in the header until @591/config carries them.
 */
export const SISTER_ORIGINS = {
  interior100: 'https://www.100.com.tw',
  car8891: 'https://www.8891.com.tw',
  newCar8891: 'https://c.8891.com.tw',
  job518: 'https://www.518.com.tw',
  chickpt: 'https://www.chickpt.com.tw',
  game8591: 'https://www.8591.com.tw',
} as const;

export interface SisterApp {
  id: string;
  name: string;
  tagline: string;
  /** The brand the app belongs to; 591 apps link within the site, the rest leave it. */
  brand: '591' | 'other';
  external: boolean;
  /** The app's product page, which carries its App Store and Google Play links. */
  href: string;
}

type AppEntry = Pick<SisterApp, 'id' | 'name' | 'tagline'>;

export function sisterApps(hosts: HostMap): SisterApp[] {
  const own = (app: AppEntry): SisterApp => ({
    ...app,
    brand: '591',
    external: false,
    href: `${hosts.www}/app/${app.id}`,
  });
  const other = (app: AppEntry, origin: string): SisterApp => ({
    ...app,
    brand: 'other',
    external: true,
    href: `${origin}/app`,
  });
  return [
    ...SITE_APPS.map(({ id, name, tagline }) => own({ id, name, tagline })),
    other(
      { id: 'interior', name: '100室內設計', tagline: '裝潢案例與免費估價' },
      SISTER_ORIGINS.interior100,
    ),
    other({ id: 'car', name: '8891中古車', tagline: '中古車買賣平台' }, SISTER_ORIGINS.car8891),
    other(
      { id: 'new-car', name: '8891新車', tagline: '新車規格與報價' },
      SISTER_ORIGINS.newCar8891,
    ),
    other({ id: 'job', name: '518熊班', tagline: '找工作、找人才' }, SISTER_ORIGINS.job518),
    other({ id: 'part-time', name: '小雞上工', tagline: '打工、兼職媒合' }, SISTER_ORIGINS.chickpt),
    other(
      { id: 'game', name: '8591寶物交易', tagline: '遊戲點卡與虛寶交易' },
      SISTER_ORIGINS.game8591,
    ),
  ];
}

export interface SisterSite {
  name: string;
  href: string;
}

export function sisterSites(hosts: HostMap): SisterSite[] {
  return [
    { name: '591房屋交易網', href: `${hosts.www}/` },
    { name: '100室內設計', href: `${SISTER_ORIGINS.interior100}/` },
    { name: '8891汽車交易網', href: `${SISTER_ORIGINS.car8891}/` },
    { name: '518熊班', href: `${SISTER_ORIGINS.job518}/` },
    { name: '小雞上工', href: `${SISTER_ORIGINS.chickpt}/` },
    { name: '8591寶物交易網', href: `${SISTER_ORIGINS.game8591}/` },
  ];
}
