/** First match wins: Edge, Opera and in-app browsers also name Chrome or Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bLine\//, 'LINE'],
  [/\bFBAN\/|\bFBAV\//, 'Facebook'],
  [/\bInstagram\b/, 'Instagram'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iPads and Android name Mac OS X and Linux as well, so they come first. */
const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (header: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(header))?.[1];

/**
 * A short name for the browser behind a session, e.g. "Chrome · Windows", so a member can
 * tell their devices apart. Versions are left out: they change with every update.
 */
export function describeUserAgent(header: string | undefined): string {
  if (!header) return '未知的裝置';
  // Real ones fit in a few hundred characters; a crafted 16 KB header gets no more regex time.
  const text = header.slice(0, 512);
  const parts = [firstMatch(text, BROWSERS), firstMatch(text, SYSTEMS)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '未知的裝置';
}
