const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago an instant was, as people say it: "just now", "12 min ago", "3 h ago", "2 days
 * ago". A moment a little ahead of now (a phone's clock runs fast) is just now too.
 */
export const timeAgo = (instant: string, now: Date): string => {
  const elapsed = now.getTime() - Date.parse(instant);
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
};
