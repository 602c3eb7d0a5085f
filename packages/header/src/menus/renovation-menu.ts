import { SISTER_ORIGINS } from '../constants/sister-brands.ts';
import type { MenuGroup } from './types.ts';

/**
 * The home-renovation block of the new-build and sale menus: the interior-design brand's
 * pages, the quote request tagged so that brand can count what the header sends it.
 */
export function renovationGroup(channel: 'newhouse' | 'sale'): MenuGroup {
  const origin = SISTER_ORIGINS.interior100;
  const utm = `utm_source=591&utm_medium=header&utm_campaign=${channel}_nav`;
  return {
    id: 'renovation',
    title: '裝潢居家',
    note: '超過10萬人已索取裝修報價',
    links: [
      { label: '免費裝潢估價', href: `${origin}/calculate?${utm}`, external: true },
      { label: '裝潢作品', href: `${origin}/works?${utm}`, external: true },
      { label: '裝潢攻略', href: `${origin}/guide?${utm}`, external: true },
    ],
  };
}
