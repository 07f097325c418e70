import {
  dispatchExceptions,
  fixBefore,
  hasDeliveryExceptions,
  impliedMph,
  isFarFromStop,
  isImplausibleMove,
  type ExceptionFacts,
} from './dispatchExceptions';
import { milestoneRank, standingProgress, withdrawalRefusal } from './milestones';

const CHICAGO = 'America/Chicago';
const LOS_ANGELES = 'America/Los_Angeles';

/** A load picked up in Chicago on 20 July 2026 (CDT, UTC-5), delivered in LA on the 22nd (PDT). */
const load = (change: Partial<ExceptionFacts> = {}): ExceptionFacts => ({
  covered: true,
  progress: milestoneRank('dispatched'),
  pickup: { date: '2026-07-20', timeZone: CHICAGO },
  dropoff: { date: '2026-07-22', timeZone: LOS_ANGELES },
  departedAt: null,
  lastPositionAt: null,
  implausibleSpeed: false,
  arrivalFarFromStop: false,
  deliveredWithExceptions: false,
  ...change,
});

const at = (instant: string) => new Date(instant);

describe('dispatchExceptions', () => {
  it('flags nothing on a covered load ahead of its pickup', () => {
    expect(dispatchExceptions(load(), at('2026-07-19T12:00:00Z'))).toEqual([]);
  });

  it('flags a load without a carrier from 24 hours before the pickup day starts there', () => {
    const uncovered = load({ covered: false, progress: 0 });
    // The pickup day starts at 05:00 UTC in Chicago (midnight CDT).
    expect(dispatchExceptions(uncovered, at('2026-07-19T04:59:59Z'))).toEqual([]);
    expect(dispatchExceptions(uncovered, at('2026-07-19T05:00:00Z'))).toEqual(['not_covered']);
  });

  it('flags a truck not at the pickup once the pickup day has ended in the pickup zone', () => {
    expect(dispatchExceptions(load(), at('2026-07-21T04:59:59Z'))).toEqual([]);
    expect(dispatchExceptions(load(), at('2026-07-21T05:00:00Z'))).toEqual([
      'no_arrival_at_pickup',
    ]);
    const arrived = load({ progress: milestoneRank('arrived_pickup') });
    expect(dispatchExceptions(arrived, at('2026-07-21T05:00:00Z'))).toEqual([]);
  });

  it('flags a load not delivered once the drop-off day has ended in the drop-off zone', () => {
    const rolling = load({
      progress: milestoneRank('arrived_dropoff'),
      departedAt: at('2026-07-20T20:00:00Z'),
      lastPositionAt: at('2026-07-23T06:30:00Z'),
    });
    // Midnight PDT is 07:00 UTC.
    expect(dispatchExceptions(rolling, at('2026-07-23T06:59:59Z'))).toEqual([]);
    expect(dispatchExceptions(rolling, at('2026-07-23T07:00:00Z'))).toEqual(['not_delivered']);
  });

  it('flags a truck on the road not seen for 4 hours, counting from its departure when it sent nothing', () => {
    const departed = load({
      progress: milestoneRank('departed_pickup'),
      departedAt: at('2026-07-20T16:00:00Z'),
    });
    expect(dispatchExceptions(departed, at('2026-07-20T19:59:59Z'))).toEqual([]);
    expect(dispatchExceptions(departed, at('2026-07-20T20:00:00Z'))).toEqual(['no_position']);
    const seen = { ...departed, lastPositionAt: at('2026-07-20T19:00:00Z') };
    expect(dispatchExceptions(seen, at('2026-07-20T22:59:59Z'))).toEqual([]);
    expect(dispatchExceptions(seen, at('2026-07-20T23:00:00Z'))).toEqual(['no_position']);
  });

  it('does not count a position sent at the pickup dock before the departure', () => {
    const departed = load({
      progress: milestoneRank('departed_pickup'),
      lastPositionAt: at('2026-07-20T10:00:00Z'),
      departedAt: at('2026-07-20T16:00:00Z'),
    });
    expect(dispatchExceptions(departed, at('2026-07-20T19:00:00Z'))).toEqual([]);
  });

  it('expects no position while the truck is at the pickup dock', () => {
    const loading = load({ progress: milestoneRank('arrived_pickup') });
    expect(dispatchExceptions(loading, at('2026-07-20T23:00:00Z'))).toEqual([]);
  });

  it('lists every exception that applies, in their order, and none once delivered', () => {
    const forgotten = load({ covered: false, progress: 0 });
    expect(dispatchExceptions(forgotten, at('2026-07-25T00:00:00Z'))).toEqual([
      'not_covered',
      'no_arrival_at_pickup',
      'not_delivered',
    ]);
    const delivered = load({
      progress: milestoneRank('delivered'),
      departedAt: at('2026-07-20T16:00:00Z'),
    });
    expect(dispatchExceptions(delivered, at('2026-07-25T00:00:00Z'))).toEqual([]);
  });
});

describe('what the reports flagged', () => {
  it('stays on a delivered load, while the clock’s exceptions end with the delivery', () => {
    const delivered = load({
      progress: milestoneRank('delivered'),
      deliveredWithExceptions: true,
      arrivalFarFromStop: true,
    });
    expect(dispatchExceptions(delivered, at('2026-07-30T12:00:00Z'))).toEqual([
      'arrival_far_from_stop',
      'delivered_with_exceptions',
    ]);
  });

  it('comes after the clock’s exceptions on a live load', () => {
    const late = load({ progress: milestoneRank('dispatched'), implausibleSpeed: true });
    expect(dispatchExceptions(late, at('2026-07-21T12:00:00Z'))).toEqual([
      'no_arrival_at_pickup',
      'implausible_speed',
    ]);
  });
});

describe('the plausibility of a report', () => {
  const chicago = { latitude: 41.8781, longitude: -87.6298 };
  // Joliet, some 36 miles from Chicago's centre; Milwaukee, some 81.
  const joliet = { latitude: 41.525, longitude: -88.0817 };
  const milwaukee = { latitude: 43.0389, longitude: -87.9065 };
  const fix = (point: { latitude: number; longitude: number }, instant: string, accuracyM = 0) => ({
    ...point,
    at: at(instant),
    accuracyM,
  });

  it('flags more than 85 mph between two fixes, and not 80', () => {
    const from = fix(chicago, '2026-07-20T12:00:00Z');
    // 81 miles in 57 minutes is about 85.4 mph; in an hour, about 81.
    expect(isImplausibleMove(from, fix(milwaukee, '2026-07-20T12:57:00Z'))).toBe(true);
    expect(isImplausibleMove(from, fix(milwaukee, '2026-07-20T13:00:00Z'))).toBe(false);
    expect(impliedMph(from, fix(milwaukee, '2026-07-20T13:00:00Z'))).toBeCloseTo(81, 0);
  });

  it('takes the phones’ accuracy off the distance, and judges nothing without a fix before', () => {
    const here = fix(chicago, '2026-07-20T12:00:00Z', 400);
    const nearby = fix({ latitude: 41.8841, longitude: -87.6298 }, '2026-07-20T12:00:05Z', 400);
    expect(impliedMph(here, nearby)).toBe(0);
    expect(isImplausibleMove(null, nearby)).toBe(false);
    expect(isImplausibleMove(here, fix(joliet, '2026-07-20T12:00:00Z'))).toBe(true);
  });

  it('judges a fix against the one just before it', () => {
    const fixes = [
      fix(chicago, '2026-07-20T12:00:00Z'),
      fix(joliet, '2026-07-20T13:00:00Z'),
      fix(milwaukee, '2026-07-20T15:00:00Z'),
    ];
    expect(fixBefore(fixes, at('2026-07-20T14:00:00Z'))).toBe(fixes[1]);
    expect(fixBefore(fixes, at('2026-07-20T12:00:00Z'))).toBeNull();
  });

  it('flags an arrival over 50 miles from its stop', () => {
    expect(isFarFromStop(joliet, chicago)).toBe(false);
    expect(isFarFromStop(milwaukee, chicago)).toBe(true);
  });

  it('reads any note on a proof of delivery as delivered with exceptions', () => {
    expect(hasDeliveryExceptions('2 pallets short')).toBe(true);
    expect(hasDeliveryExceptions('  \n ')).toBe(false);
    expect(hasDeliveryExceptions(null)).toBe(false);
  });
});

describe('undoing a milestone', () => {
  const arrived = {
    code: 'arrived_pickup' as const,
    at: at('2026-07-20T12:00:00Z'),
    source: 'driver' as const,
  };
  const ARRIVED = milestoneRank('arrived_pickup');

  it('is the driver’s, within 2 minutes, while nothing further stands on it', () => {
    expect(withdrawalRefusal(arrived, at('2026-07-20T12:02:00Z'), ARRIVED)).toBeNull();
    expect(withdrawalRefusal(arrived, at('2026-07-20T12:02:01Z'), ARRIVED)).toBe('too_late');
    expect(withdrawalRefusal(arrived, at('2026-07-20T12:01:00Z'), ARRIVED + 1)).toBe('not_latest');
    expect(
      withdrawalRefusal({ ...arrived, source: 'dispatcher' }, at('2026-07-20T12:01:00Z'), ARRIVED),
    ).toBe('not_undoable');
    expect(
      withdrawalRefusal(
        { ...arrived, code: 'delivered' },
        at('2026-07-20T12:01:00Z'),
        milestoneRank('delivered'),
      ),
    ).toBe('not_undoable');
  });

  it('leaves the furthest milestone that stands', () => {
    expect(
      standingProgress([
        { code: 'dispatched', withdrawn: false },
        { code: 'arrived_pickup', withdrawn: false },
        { code: 'departed_pickup', withdrawn: true },
      ]),
    ).toBe(ARRIVED);
    expect(standingProgress([])).toBe(0);
  });
});
