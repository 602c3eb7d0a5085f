import type { PageHead } from '@591/router';
import { SITE_NAME } from '../search/sale-head.ts';

export function aboutHead(): PageHead {
  return {
    title: `關於我們 - ${SITE_NAME}`,
    description:
      '591售屋網：全台中古屋、屋主自售與法拍屋，買方比較總價、單價與社區；賣方刊登出售每筆240元起。',
  };
}
