/** A push message's `data` as the server sends it: FCM data values are strings. */
export interface PushMessageData {
  cate?: string | number;
  link_url?: string;
  push_id?: string | number;
  record_id?: string | number;
  title?: string;
  body?: string;
  icon?: string;
  image?: string;
  /** A JSON string of sub-items, shown as the notification's action buttons. */
  data?: string;
}

export interface PushSubItem {
  cate?: string | number;
  title?: string;
  push_id?: string | number;
  record_id?: string | number;
}

/** One delivered message or sub-item, as the statistics service counts it. */
export interface ReachItem {
  id: string | number;
  record_id: string | number;
  action: 'reach';
}

export interface NotificationData {
  link_url: string;
  record_id?: string | number;
  push_id?: string | number;
  actions: PushSubItem[];
}

export interface PushNotificationOptions extends NotificationOptions {
  image?: string;
  actions: { action: string; title: string; icon?: string }[];
  data: NotificationData;
  requireInteraction: true;
  tag: string;
}

export interface PushNotification {
  title: string;
  options: PushNotificationOptions;
  reach: ReachItem[];
}
