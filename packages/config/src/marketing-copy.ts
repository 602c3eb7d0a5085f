/** Selling points shown next to the post-a-listing and renovation links. */
export const PROMOTION_TEXTS = {
  renovationQuotes: '已有超過10萬人索取裝修報價',
  salePackage: '售屋刊登每筆只要240元起',
  rentSpeed: '房屋出租最快3天租出',
} as const;

/** What the help menu promises about customer service. */
export const CUSTOMER_SERVICE_TEXTS = {
  phoneHours: '電話客服：週一至週日 9:00-18:00',
  emailReply: '來信將於1個工作天內回覆',
  selfService: '83%的問題，自助服務1分鐘內即可解決',
} as const;
