const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '剛剛更新', '5分鐘前更新', '3小時前更新', '2天前更新': how fresh a listing is, at a glance. */
export function updatedAgo(updatedAt: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(updatedAt).getTime());
  if (elapsed < MINUTE) return '剛剛更新';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分鐘前更新`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小時前更新`;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / DAY)}天前更新`;
  return `${Math.floor(elapsed / (30 * DAY))}個月前更新`;
}
