import type { PageHead } from '@591/router';
import { SITE_NAME } from '../search/sale-head.ts';

export function comparisonHead(): PageHead {
  return {
    title: `房屋比較 - ${SITE_NAME}`,
    description: '並排比較最多4間中古屋的總價、單價、坪數、公設比、屋齡、社區與周邊捷運。',
  };
}

export function additionHead(): PageHead {
  return { title: `加入比較 - ${SITE_NAME}` };
}
