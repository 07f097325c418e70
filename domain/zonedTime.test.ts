import { localDate, startOfDay, utcOffsetMinutes } from './zonedTime';

const at = (instant: string) => new Date(instant);

describe('utcOffsetMinutes', () => {
  it.each([
    ['America/Chicago', '2026-01-15T12:00:00.000Z', -360],
    ['America/Chicago', '2026-07-15T12:00:00.000Z', -300],
    ['America/St_Johns', '2026-01-15T12:00:00.000Z', -210],
    ['America/St_Johns', '2026-07-15T12:00:00.000Z', -150],
    ['America/Phoenix', '2026-07-15T12:00:00.000Z', -420],
    ['Asia/Kolkata', '2026-07-15T12:00:00.000Z', 330],
    ['UTC', '2026-07-15T12:00:00.000Z', 0],
  ])('%s at %s is %i minutes', (zone, instant, offset) => {
    expect(utcOffsetMinutes(zone, at(instant))).toBe(offset);
  });

  it('changes at the instant the clocks do, whatever the milliseconds', () => {
    // Chicago springs forward at 2:00 AM CST, 08:00 UTC.
    expect(utcOffsetMinutes('America/Chicago', at('2026-03-08T07:59:59.999Z'))).toBe(-360);
    expect(utcOffsetMinutes('America/Chicago', at('2026-03-08T08:00:00.000Z'))).toBe(-300);
    expect(utcOffsetMinutes('America/Chicago', at('2026-03-08T08:00:00.999Z'))).toBe(-300);
  });
});

describe('localDate', () => {
  it('is the day the zone’s clocks show', () => {
    expect(localDate('America/Chicago', at('2026-11-24T05:59:59.999Z'))).toBe('2026-11-23');
    expect(localDate('America/Chicago', at('2026-11-24T06:00:00.000Z'))).toBe('2026-11-24');
    expect(localDate('Asia/Kolkata', at('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24');
  });
});

describe('startOfDay', () => {
  it.each([
    ['an ordinary winter day', '2026-11-24', 'America/Chicago', '2026-11-24T06:00:00.000Z'],
    ['an ordinary summer day', '2026-07-14', 'America/Chicago', '2026-07-14T05:00:00.000Z'],
    [
      'the day the clocks spring forward at 2 AM',
      '2026-03-08',
      'America/Chicago',
      '2026-03-08T06:00:00.000Z',
    ],
    [
      'the day after they sprang forward',
      '2026-03-09',
      'America/Chicago',
      '2026-03-09T05:00:00.000Z',
    ],
    [
      'the day the clocks fall back at 2 AM',
      '2026-11-01',
      'America/Chicago',
      '2026-11-01T05:00:00.000Z',
    ],
    ['the day after they fell back', '2026-11-02', 'America/Chicago', '2026-11-02T06:00:00.000Z'],
    ['a half-hour zone', '2026-01-14', 'America/St_Johns', '2026-01-14T03:30:00.000Z'],
    ['a zone east of UTC', '2026-11-24', 'Asia/Kolkata', '2026-11-23T18:30:00.000Z'],
    ['the zone furthest east', '2026-11-24', 'Pacific/Kiritimati', '2026-11-23T10:00:00.000Z'],
    ['the zone furthest west', '2026-11-24', 'Etc/GMT+12', '2026-11-24T12:00:00.000Z'],
    // Cuba turns its clocks from midnight to 1 AM: the day begins at 1 AM.
    ['a day whose midnight is skipped', '2026-03-08', 'America/Havana', '2026-03-08T05:00:00.000Z'],
    // Chile turns its clocks back from midnight to 11 PM: the day begins at the second midnight.
    [
      'a day whose eve is lived twice',
      '2026-04-05',
      'America/Santiago',
      '2026-04-05T04:00:00.000Z',
    ],
    [
      'a Chilean day whose midnight is skipped',
      '2026-09-06',
      'America/Santiago',
      '2026-09-06T04:00:00.000Z',
    ],
  ])('finds %s', (_case, date, zone, start) => {
    expect(startOfDay(date, zone).toISOString()).toBe(start);
  });
});
