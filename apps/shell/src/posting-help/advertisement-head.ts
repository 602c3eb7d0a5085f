import type { PageHead } from '@591/router';

export function advertisementHead(): PageHead {
  return {
    title: '圖片廣告 - 591房屋交易網',
    description: '在591房屋交易網的首頁、搜尋列表與物件頁刊登圖片廣告，依地區與物件類別投放。',
  };
}
