import Bowser from 'bowser';

/** A session's device as a member recognises it: "Chrome・Windows", or 未知的裝置. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return '未知的裝置';
  const { browser, os } = Bowser.parse(userAgent);
  return [browser.name, os.name].filter(Boolean).join('・') || '未知的裝置';
}
