export const BANNER_COPY = {
  heading: '點擊「允許」即同意隱私權聲明，並接收通知訊息',
  /** The heading around its link to the privacy policy's section on push. */
  headingParts: ['點擊「允許」即同意', '隱私權聲明', '，並接收通知訊息'],
  body: '最新上架物件、物件訂閱通知及精選降價物件，將第一時間通知您',
  close: '關閉通知提示',
  region: '推播通知',
} as const;

/** Sent when the visitor closes the banner. */
export const BANNER_CLOSE_EVENT = { event: 'hot_event', action: 'show', label: 'notification' };
