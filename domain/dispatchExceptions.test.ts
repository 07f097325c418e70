import { dispatchExceptions, type ExceptionFacts } from './dispatchExceptions';
import { milestoneRank } from './milestones';

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
