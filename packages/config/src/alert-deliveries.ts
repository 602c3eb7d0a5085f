/** How a saved search's new matches are pushed: at once, or gathered into one push a day. */
export const ALERT_DELIVERIES = [
  { id: 'instant', name: '即時通知' },
  { id: 'daily', name: '每日摘要' },
] as const;

export type AlertDelivery = (typeof ALERT_DELIVERIES)[number]['id'];
