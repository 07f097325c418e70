import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it.each([
    ['America/Chicago', '2026-11-20T21:04:00Z', 'Nov 20, 2026, 3:04 PM CST'],
    ['America/Chicago', '2026-07-20T21:04:00Z', 'Jul 20, 2026, 4:04 PM CDT'],
    ['America/Phoenix', '2026-07-20T21:04:00Z', 'Jul 20, 2026, 2:04 PM MST'],
    ['America/New_York', '2026-11-21T04:30:00Z', 'Nov 20, 2026, 11:30 PM EST'],
  ])('tells a time on the clock of %s, with its zone named', (zone, at, shown) => {
    expect(formatDateTime(at, zone)).toBe(shown);
  });
});
