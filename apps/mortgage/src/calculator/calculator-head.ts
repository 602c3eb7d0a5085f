import type { PageHead } from '@591/router';

export function calculatorHead(): PageHead {
  return {
    title: '房貸試算 - 每月還款、寬限期與新青安 - 591房屋交易網',
    description:
      '房貸試算：輸入總價、成數、年限、利率與寬限期，試算本息或本金平均攤還的每月應繳、總利息與逐年還款明細，可選新青安優惠貸款。',
  };
}
