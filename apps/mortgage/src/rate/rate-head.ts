import type { PageHead } from '@591/router';

export function rateHead(): PageHead {
  return {
    title: '房貸利率 - 新青安條件與五大銀行利率 - 591房屋交易網',
    description:
      '中央銀行公布的五大銀行新承做購屋貸款利率歷年走勢與各期數字，以及新青安優惠房貸的額度、年限、寬限期、利率與申請期間。',
  };
}
