import { estimateArrival, type EtaFacts } from './eta';
import { milestoneRank } from './milestones';
import type { GeoPoint } from './trackingTypes';

const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
const INDIANAPOLIS = { latitude: 39.7684, longitude: -86.1581 };
const ATLANTA = { latitude: 33.749, longitude: -84.388 };
const OMAHA = { latitude: 41.2565, longitude: -95.9345 };
const LINCOLN = { latitude: 40.8136, longitude: -96.7026 };
const DENVER = { latitude: 39.7392, longitude: -104.9903 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };

const INDIANA_TIME = 'America/Indiana/Indianapolis';
const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

const at = (instant: string) => new Date(instant);

const dropoffAt = (city: GeoPoint, date: string, timeZone: string) => ({ ...city, date, timeZone });

/**
 * A truck that left Chicago at 14:00 UTC on 20 July 2026 (9:00 AM CDT) for Indianapolis, due
 * there that day (EDT, UTC-4): 198 road miles, 3.96 h = 3 h 57 min 36 s at 50 mph.
 */
const load = (change: Partial<EtaFacts> = {}): EtaFacts => ({
  progress: milestoneRank('departed_pickup'),
  pickup: CHICAGO,
  dropoff: dropoffAt(INDIANAPOLIS, '2026-07-20', INDIANA_TIME),
  departedAt: at('2026-07-20T14:00:00Z'),
  arrivedAt: null,
  lastPosition: null,
  ...change,
});

describe('estimateArrival', () => {
  it('drives a short haul in one shift, without a break', () => {
    // 14:00 + 3 h 57 min 36 s.
    expect(estimateArrival(load(), at('2026-07-20T15:00:00Z'))).toEqual({
      at: '2026-07-20T17:57:36.000Z',
      time_zone: INDIANA_TIME,
      state: 'on_time',
      explanation: '198 mi left at 50 mph, no break',
    });
  });

  it('rests 10 hours once a shift has driven 11', () => {
    const toAtlanta = load({ dropoff: dropoffAt(ATLANTA, '2026-07-21', EASTERN) });
    // 707 mi = 14.14 h = 14 h 08 min 24 s: 11 h to 01:00, rest to 11:00, 3 h 08 min 24 s more.
    expect(estimateArrival(toAtlanta, at('2026-07-20T15:00:00Z'))).toEqual({
      at: '2026-07-21T14:08:24.000Z',
      time_zone: EASTERN,
      state: 'on_time',
      explanation: '707 mi left at 50 mph, one 10-h break',
    });
  });

  it('rests after each full shift on a longer haul', () => {
    const toDenver = load({ dropoff: dropoffAt(DENVER, '2026-07-22', MOUNTAIN) });
    // 1,102 mi = 22.04 h: 11 h to 01:00, rest to 11:00, 11 h to 22:00, rest to 08:00 on the
    // 22nd, 2 min 24 s more.
    expect(estimateArrival(toDenver, at('2026-07-20T15:00:00Z'))).toEqual({
      at: '2026-07-22T08:02:24.000Z',
      time_zone: MOUNTAIN,
      state: 'on_time',
      explanation: '1,102 mi left at 50 mph, two 10-h breaks',
    });
    const toLosAngeles = load({ dropoff: dropoffAt(LOS_ANGELES, '2026-07-23', PACIFIC) });
    // 2,091 mi = 41.82 h: three shifts of 11 h, each with its rest, end at 05:00 on the 23rd;
    // 8 h 49 min 12 s more.
    expect(estimateArrival(toLosAngeles, at('2026-07-20T15:00:00Z'))).toMatchObject({
      at: '2026-07-23T13:49:12.000Z',
      explanation: '2,091 mi left at 50 mph, 3 10-h breaks',
    });
  });

  it('reckons from the last position, the driving since the departure being part of the shift', () => {
    const toDenver = load({ dropoff: dropoffAt(DENVER, '2026-07-22', MOUNTAIN) });
    const seenAtOmaha = (instant: string) => ({ ...OMAHA, at: at(instant) });
    // Omaha to Denver: 584 mi = 11.68 h = 11 h 40 min 48 s.
    // Seen 9 h after the departure: 2 h of the shift left to 01:00, rest to 11:00, 9 h 40 min
    // 48 s more.
    const driving = load({ ...toDenver, lastPosition: seenAtOmaha('2026-07-20T23:00:00Z') });
    expect(estimateArrival(driving, at('2026-07-20T23:30:00Z'))).toMatchObject({
      at: '2026-07-21T20:40:48.000Z',
      explanation: '584 mi left at 50 mph, one 10-h break',
    });
    // Seen 13 h after the departure: resting from 01:00 to 11:00, then 11 h to 22:00, rest to
    // 08:00 on the 22nd, 40 min 48 s more. The rest under way is one of the two.
    const resting = load({ ...toDenver, lastPosition: seenAtOmaha('2026-07-21T03:00:00Z') });
    expect(estimateArrival(resting, at('2026-07-21T04:00:00Z'))).toMatchObject({
      at: '2026-07-22T08:40:48.000Z',
      explanation: '584 mi left at 50 mph, two 10-h breaks',
    });
    // Seen 22 h after the departure: a shift and its rest are behind, 1 h into the next. 10 h
    // to 22:00, rest to 08:00 on the 22nd, 1 h 40 min 48 s more.
    const nextShift = load({ ...toDenver, lastPosition: seenAtOmaha('2026-07-21T12:00:00Z') });
    expect(estimateArrival(nextShift, at('2026-07-21T12:30:00Z'))).toMatchObject({
      at: '2026-07-22T09:40:48.000Z',
      explanation: '584 mi left at 50 mph, one 10-h break',
    });
  });

  it('reckons from the departure, not from a position sent at the pickup dock before it', () => {
    const atTheDock = load({ lastPosition: { ...CHICAGO, at: at('2026-07-20T10:00:00Z') } });
    // 14:00 + 3 h 57 min 36 s, as without the position.
    expect(estimateArrival(atTheDock, at('2026-07-20T15:00:00Z'))).toMatchObject({
      at: '2026-07-20T17:57:36.000Z',
      state: 'on_time',
    });
  });

  it('reckons from the position alone when the departure time is not known', () => {
    const seen = load({
      dropoff: dropoffAt(DENVER, '2026-07-21', MOUNTAIN),
      departedAt: null,
      lastPosition: { ...LINCOLN, at: at('2026-07-21T10:00:00Z') },
    });
    // Lincoln to Denver: 532 mi = 10.64 h = 10 h 38 min 24 s, in a shift taken to start there.
    expect(estimateArrival(seen, at('2026-07-21T11:00:00Z'))).toEqual({
      at: '2026-07-21T20:38:24.000Z',
      time_zone: MOUNTAIN,
      state: 'on_time',
      explanation: '532 mi left at 50 mph, no break',
    });
  });

  it('puts a truck not seen for 4 hours at risk, still saying the miles left', () => {
    const toAtlanta = load({ dropoff: dropoffAt(ATLANTA, '2026-07-21', EASTERN) });
    // Nothing since the 14:00 departure.
    expect(estimateArrival(toAtlanta, at('2026-07-20T17:59:59Z'))?.state).toBe('on_time');
    expect(estimateArrival(toAtlanta, at('2026-07-20T18:00:00Z'))).toEqual({
      at: '2026-07-21T14:08:24.000Z',
      time_zone: EASTERN,
      state: 'at_risk',
      explanation: '707 mi left at 50 mph, one 10-h break',
    });
    // Seen at Indianapolis at 17:00, 3 h into the shift: 513 mi = 10 h 15 min 36 s; 8 h to
    // 01:00, rest to 11:00, 2 h 15 min 36 s more.
    const seen = load({
      ...toAtlanta,
      lastPosition: { ...INDIANAPOLIS, at: at('2026-07-20T17:00:00Z') },
    });
    expect(estimateArrival(seen, at('2026-07-20T20:59:59Z'))?.state).toBe('on_time');
    expect(estimateArrival(seen, at('2026-07-20T21:00:00Z'))).toEqual({
      at: '2026-07-21T13:15:36.000Z',
      time_zone: EASTERN,
      state: 'at_risk',
      explanation: '513 mi left at 50 mph, one 10-h break',
    });
  });

  it('is late when the truck reaches the drop-off after its day has ended there', () => {
    // The 20th ends at 04:00 UTC on the 21st in Indianapolis (midnight EDT).
    const toAtlanta = load({ dropoff: dropoffAt(ATLANTA, '2026-07-20', EASTERN) });
    expect(estimateArrival(toAtlanta, at('2026-07-20T15:00:00Z'))).toMatchObject({
      at: '2026-07-21T14:08:24.000Z',
      state: 'late',
    });
    // 00:02:24 + 3 h 57 min 36 s = 04:00:00, midnight EDT: the next day.
    const lateStart = load({ departedAt: at('2026-07-21T00:02:24Z') });
    expect(estimateArrival(lateStart, at('2026-07-21T01:00:00Z'))).toMatchObject({
      at: '2026-07-21T04:00:00.000Z',
      state: 'late',
    });
  });

  it('is at risk when the truck reaches the drop-off within 2 hours of the end of its day', () => {
    const leaving = (instant: string) => load({ departedAt: at(instant) });
    const now = at('2026-07-21T00:30:00Z');
    // Each departure + 3 h 57 min 36 s; the day ends at 04:00 UTC, 2 h before is 02:00.
    expect(estimateArrival(leaving('2026-07-20T22:02:23Z'), now)).toMatchObject({
      at: '2026-07-21T01:59:59.000Z',
      state: 'on_time',
    });
    expect(estimateArrival(leaving('2026-07-20T22:02:24Z'), now)).toMatchObject({
      at: '2026-07-21T02:00:00.000Z',
      state: 'at_risk',
    });
    expect(estimateArrival(leaving('2026-07-21T00:02:23Z'), now)).toMatchObject({
      at: '2026-07-21T03:59:59.000Z',
      state: 'at_risk',
    });
  });

  it('tells the estimate on the drop-off’s clock and judges it on the drop-off’s day', () => {
    const chicagoToDenver = load({
      dropoff: dropoffAt(DENVER, '2026-07-21', MOUNTAIN),
      departedAt: at('2026-07-20T22:00:00Z'),
      lastPosition: { ...LINCOLN, at: at('2026-07-21T10:00:00Z') },
    });
    // Seen at Lincoln (Central time) 12 h after the departure: resting from 09:00 to 19:00, then
    // 532 mi = 10 h 38 min 24 s: 05:38:24 UTC on the 22nd, 11:38 PM MDT on the 21st, within
    // 2 h of Denver's midnight, though already the 22nd in Lincoln and Chicago.
    expect(estimateArrival(chicagoToDenver, at('2026-07-21T12:00:00Z'))).toEqual({
      at: '2026-07-22T05:38:24.000Z',
      time_zone: MOUNTAIN,
      state: 'at_risk',
      explanation: '532 mi left at 50 mph, one 10-h break',
    });
  });

  it('ends the drop-off day at its midnight on a day the clocks change', () => {
    const toChicago = (date: string, departedAt: string) =>
      load({
        pickup: INDIANAPOLIS,
        dropoff: dropoffAt(CHICAGO, date, CENTRAL),
        departedAt: at(departedAt),
      });
    // 1 November 2026 runs 25 h in Chicago, from 05:00 UTC (midnight CDT) to 06:00 UTC on the
    // 2nd (midnight CST). Each departure + 3 h 57 min 36 s.
    expect(
      estimateArrival(toChicago('2026-11-01', '2026-11-01T23:30:00Z'), at('2026-11-02T00:30:00Z')),
    ).toMatchObject({ at: '2026-11-02T03:27:36.000Z', time_zone: CENTRAL, state: 'on_time' });
    expect(
      estimateArrival(toChicago('2026-11-01', '2026-11-02T01:30:00Z'), at('2026-11-02T02:30:00Z')),
    ).toMatchObject({ at: '2026-11-02T05:27:36.000Z', state: 'at_risk' });
    // 8 March 2026 runs 23 h, from 06:00 UTC (midnight CST) to 05:00 UTC on the 9th (midnight
    // CDT).
    expect(
      estimateArrival(toChicago('2026-03-08', '2026-03-09T01:30:00Z'), at('2026-03-09T02:30:00Z')),
    ).toMatchObject({ at: '2026-03-09T05:27:36.000Z', state: 'late' });
  });

  it('gives the arrival once the truck is at the drop-off, judged by when it arrived', () => {
    const arrived = (instant: string) =>
      load({
        progress: milestoneRank('arrived_dropoff'),
        arrivedAt: at(instant),
        lastPosition: { ...INDIANAPOLIS, at: at('2026-07-20T19:00:00Z') },
      });
    // Long after the arrival, and the last position: no estimate to move on, no silence.
    const now = at('2026-07-21T12:00:00Z');
    expect(estimateArrival(arrived('2026-07-20T20:15:00Z'), now)).toEqual({
      at: '2026-07-20T20:15:00.000Z',
      time_zone: INDIANA_TIME,
      state: 'on_time',
      explanation: 'Arrived at dropoff',
    });
    // 11:30 PM EDT, then 12:10 AM EDT on the 21st.
    expect(estimateArrival(arrived('2026-07-21T03:30:00Z'), now)?.state).toBe('at_risk');
    expect(estimateArrival(arrived('2026-07-21T04:10:00Z'), now)?.state).toBe('late');
  });

  it('gives no estimate before the truck has left the pickup, nor once delivered', () => {
    const now = at('2026-07-20T15:00:00Z');
    const atTheDock = { ...CHICAGO, at: at('2026-07-20T13:00:00Z') };
    expect(
      estimateArrival(load({ progress: milestoneRank('dispatched'), departedAt: null }), now),
    ).toBeNull();
    expect(
      estimateArrival(
        load({
          progress: milestoneRank('arrived_pickup'),
          departedAt: null,
          lastPosition: atTheDock,
        }),
        now,
      ),
    ).toBeNull();
    expect(
      estimateArrival(
        load({ progress: milestoneRank('delivered'), arrivedAt: at('2026-07-20T18:00:00Z') }),
        at('2026-07-20T19:00:00Z'),
      ),
    ).toBeNull();
  });

  it('gives no estimate when neither a departure time nor a position tells where the truck is', () => {
    expect(estimateArrival(load({ departedAt: null }), at('2026-07-20T15:00:00Z'))).toBeNull();
  });

  it('never estimates an arrival before now', () => {
    // Due at 17:57:36 and not arrived at 17:58.
    expect(estimateArrival(load(), at('2026-07-20T17:58:00Z'))).toEqual({
      at: '2026-07-20T17:58:00.000Z',
      time_zone: INDIANA_TIME,
      state: 'on_time',
      explanation: '198 mi left at 50 mph, no break',
    });
  });
});
