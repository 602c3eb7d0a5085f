/**
 * Calls `onChange` with Notification.permission whenever the browser's notification
 * permission changes (the prompt answered, site settings edited, a test granting it).
 * Browsers without the Permissions API for notifications are not watched.
 */
export async function watchPermission(
  onChange: (permission: NotificationPermission) => void,
  win: Window & typeof globalThis = window,
): Promise<() => void> {
  let status: PermissionStatus;
  try {
    status = await win.navigator.permissions.query({ name: 'notifications' });
  } catch {
    return () => undefined;
  }
  const listener = () => onChange(win.Notification.permission);
  status.addEventListener('change', listener);
  return () => status.removeEventListener('change', listener);
}
