/**
 * Messages between a page and the permission hub on www (PUSH_SYNC_HELPER_PATH). A page
 * asks with its own permission; the hub records it and replies once per sibling origin
 * with the permission that origin last reported.
 */
export const SYNC_MESSAGE_TYPE = 'syncNotification';

const PERMISSIONS: readonly NotificationPermission[] = ['default', 'granted', 'denied'];

export interface SyncAsk {
  type: typeof SYNC_MESSAGE_TYPE;
  permission: NotificationPermission;
}

export interface SyncReply {
  type: typeof SYNC_MESSAGE_TYPE;
  origin: string;
  permission: NotificationPermission;
}

export function isPermission(value: unknown): value is NotificationPermission {
  return PERMISSIONS.includes(value as NotificationPermission);
}

export function isSyncAsk(data: unknown): data is SyncAsk {
  const message = data as Partial<SyncAsk> | null;
  return (
    typeof message === 'object' &&
    message?.type === SYNC_MESSAGE_TYPE &&
    isPermission(message.permission)
  );
}

export function isSyncReply(data: unknown): data is SyncReply {
  const message = data as Partial<SyncReply> | null;
  return isSyncAsk(data) && typeof message?.origin === 'string';
}
