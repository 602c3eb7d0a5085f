import { ENTRUST_PURPOSES } from '@591/config';
import type { PageHead } from '@591/router';
import type { EntrustPageData } from './entrust-data.ts';

export function entrustHead({ purpose }: EntrustPageData): PageHead {
  const name = ENTRUST_PURPOSES.find((choice) => choice.purpose === purpose)!.name;
  return {
    title: `屋主${name} - 免費委託經紀人 - 591房屋交易網`,
    description: `屋主${name}：填寫房屋資料，由當地經紀人接受委託並與你聯絡，地址與電話只給接受委託的經紀人。`,
  };
}
