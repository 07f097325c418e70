import { timeAgo } from './timeAgo';

const NOW = new Date('2026-12-01T20:40:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('How long ago', () => {
  it('says minutes within the hour, hours within the day, then days', () => {
    expect(timeAgo(before(12 * 60_000 + 59_000), NOW)).toBe('12 min ago');
    expect(timeAgo(before(60 * 60_000), NOW)).toBe('1 h ago');
    expect(timeAgo(before(23 * 3_600_000 + 59 * 60_000), NOW)).toBe('23 h ago');
    expect(timeAgo(before(24 * 3_600_000), NOW)).toBe('1 day ago');
    expect(timeAgo(before(3 * 24 * 3_600_000), NOW)).toBe('3 days ago');
  });

  it('calls the last minute, and a clock a little ahead, just now', () => {
    expect(timeAgo(before(59_000), NOW)).toBe('just now');
    expect(timeAgo(before(-90_000), NOW)).toBe('just now');
  });
});
