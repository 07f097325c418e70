import { ValidationError } from 'yup';
import { appointmentContext, stopFacilitySchema } from './appointmentRequestSchema';
import { dispatchExceptions } from './dispatchExceptions';
import { estimateArrival, type EtaFacts } from './eta';
import { fieldErrorsOf } from './fieldErrors';
import { milestoneRank } from './milestones';
import { stopDueAt, windowText, zonedInstant } from './stopWindows';

const FACILITY = {
  facility_name: 'North Dock',
  facility_address: '1 Dock Rd',
  zip_code: '60601',
  contact_name: 'Ann Lee',
  phone_number: '+13125550142',
  email: 'dock@example.com',
};

const PICKUP_DATE = '2026-07-20';

/** The field errors of a stop's facility with a window, on a shipment picked up PICKUP_DATE. */
const errorsOf = (stop: Record<string, unknown>): Record<string, string[]> => {
  try {
    stopFacilitySchema.validateSync(
      { ...FACILITY, ...stop },
      { abortEarly: false, context: appointmentContext({ pickupDate: PICKUP_DATE }) },
    );
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return fieldErrorsOf(error);
  }
};

describe("a stop's window", () => {
  it('takes an appointment with its date and hours', () => {
    expect(
      errorsOf({
        scheduling_preference: 'already_scheduled',
        appointment_date: '2026-07-20',
        window_start: '08:00',
        window_end: '12:30',
      }),
    ).toEqual({});
  });

  it('takes receiving hours without a date when first come, first served', () => {
    expect(
      errorsOf({ scheduling_preference: 'first_come', window_start: '07:00', window_end: '15:00' }),
    ).toEqual({});
  });

  it('stays optional, and blank is none', () => {
    expect(errorsOf({ scheduling_preference: 'already_scheduled' })).toEqual({});
    expect(
      errorsOf({
        scheduling_preference: 'first_come',
        appointment_date: '',
        window_start: '',
        window_end: null,
      }),
    ).toEqual({});
  });

  it('refuses an end at or before the start, on the end', () => {
    expect(
      errorsOf({ scheduling_preference: 'first_come', window_start: '12:00', window_end: '08:00' }),
    ).toEqual({ window_end: ['The window must end after it starts'] });
    expect(
      errorsOf({ scheduling_preference: 'first_come', window_start: '12:00', window_end: '12:00' }),
    ).toEqual({ window_end: ['The window must end after it starts'] });
  });

  it('refuses a time off the 24-hour clock, and half a window', () => {
    expect(
      errorsOf({ scheduling_preference: 'first_come', window_start: '7am', window_end: '24:00' }),
    ).toEqual({
      window_start: ['Enter a time as HH:MM, on a 24-hour clock'],
      window_end: ['Enter a time as HH:MM, on a 24-hour clock'],
    });
    expect(errorsOf({ scheduling_preference: 'first_come', window_start: '07:00' })).toEqual({
      window_end: ['Enter both the start and the end of the window'],
    });
  });

  it('refuses a bad date, a date before the pickup, and hours without their date', () => {
    const appointment = { scheduling_preference: 'already_scheduled', window_start: '08:00' };
    const hours = { ...appointment, window_end: '10:00' };
    expect(errorsOf({ ...hours, appointment_date: '2026-02-30' })).toEqual({
      appointment_date: ['Enter the appointment date as YYYY-MM-DD'],
    });
    expect(errorsOf({ ...hours, appointment_date: '2026-07-19' })).toEqual({
      appointment_date: ['The appointment cannot be before the pickup date'],
    });
    expect(errorsOf(hours)).toEqual({ appointment_date: ['Enter the date of the appointment'] });
  });

  it('refuses a date when first come, and any window when still to be scheduled', () => {
    expect(
      errorsOf({ scheduling_preference: 'first_come', appointment_date: '2026-07-21' }),
    ).toEqual({ appointment_date: ['Only a scheduled appointment has a date'] });
    expect(
      errorsOf({
        scheduling_preference: 'to_be_scheduled',
        appointment_date: '2026-07-21',
        window_start: '08:00',
        window_end: '10:00',
      }),
    ).toEqual({
      appointment_date: ['A stop still to be scheduled has no window'],
      window_start: ['A stop still to be scheduled has no window'],
      window_end: ['A stop still to be scheduled has no window'],
    });
  });

  it('reads in words', () => {
    expect(
      windowText({ appointment_date: '2026-12-03', window_start: '08:00', window_end: '12:00' }),
    ).toBe('Thu, Dec 3, 08:00–12:00');
    expect(windowText({ window_start: '07:00', window_end: '15:00' })).toBe(
      'Receiving 07:00–15:00',
    );
    expect(windowText({ appointment_date: null, window_start: null, window_end: null })).toBeNull();
  });
});

describe('when a stop is due', () => {
  it("is the window's end on its date, on the stop's clock", () => {
    // 12:00 EDT is 16:00 UTC.
    expect(
      stopDueAt({
        date: '2026-07-20',
        timeZone: 'America/New_York',
        appointment_date: '2026-07-21',
        window_start: '08:00',
        window_end: '12:00',
      }).toISOString(),
    ).toBe('2026-07-21T16:00:00.000Z');
  });

  it("is the appointment day's end without hours, and the stop day's end without a date", () => {
    expect(
      stopDueAt({
        date: '2026-07-20',
        timeZone: 'America/Chicago',
        appointment_date: '2026-07-22',
      }).toISOString(),
    ).toBe('2026-07-23T05:00:00.000Z');
    expect(
      stopDueAt({
        date: '2026-07-20',
        timeZone: 'America/Chicago',
        appointment_date: null,
        window_start: '07:00',
        window_end: '15:00',
      }).toISOString(),
    ).toBe('2026-07-21T05:00:00.000Z');
  });

  it('reads the clock on either side of a change of the clocks', () => {
    // 1 November 2026: clocks in New York go back from EDT (UTC-4) to EST (UTC-5) at 02:00.
    expect(zonedInstant('2026-11-01', '00:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:30:00.000Z',
    );
    expect(zonedInstant('2026-11-01', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
    // 8 March 2026: clocks go forward at 02:00, from EST to EDT.
    expect(zonedInstant('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
  });
});

/**
 * A truck that left Chicago at 14:00 UTC on 20 July 2026 for Indianapolis (EDT, UTC-4): 198 road
 * miles, there at 17:57:36 UTC, 13:57 local.
 */
const load = (window: Partial<EtaFacts['dropoff']>): EtaFacts => ({
  progress: milestoneRank('departed_pickup'),
  pickup: { latitude: 41.8781, longitude: -87.6298 },
  dropoff: {
    latitude: 39.7684,
    longitude: -86.1581,
    date: '2026-07-20',
    timeZone: 'America/Indiana/Indianapolis',
    ...window,
  },
  departedAt: new Date('2026-07-20T14:00:00Z'),
  arrivedAt: null,
  lastPosition: null,
});

describe('the ETA late against a window', () => {
  const now = new Date('2026-07-20T15:00:00Z');

  it("is late when the arrival comes after the window's end, though within the day", () => {
    const window = { appointment_date: '2026-07-20', window_start: '08:00', window_end: '12:00' };
    expect(estimateArrival(load(window), now)?.state).toBe('late');
    expect(estimateArrival(load({}), now)?.state).toBe('on_time');
  });

  it("is at risk within 2 hours of the window's end, and on time well before it", () => {
    const closesAt = (end: string) =>
      estimateArrival(
        load({ appointment_date: '2026-07-20', window_start: '06:00', window_end: end }),
        now,
      )?.state;
    // 13:57 local against 15:00 and against 17:00.
    expect(closesAt('15:00')).toBe('at_risk');
    expect(closesAt('17:00')).toBe('on_time');
  });

  it('is on time for an appointment the next day', () => {
    const window = { appointment_date: '2026-07-21', window_start: '08:00', window_end: '10:00' };
    expect(estimateArrival(load(window), now)?.state).toBe('on_time');
  });

  it('judges receiving hours, which have no date, by the end of the drop-off day', () => {
    const window = { appointment_date: null, window_start: '06:00', window_end: '09:00' };
    expect(estimateArrival(load(window), now)?.state).toBe('on_time');
  });

  it("flags the board's undelivered load once the window has closed", () => {
    const facts = {
      covered: true,
      progress: milestoneRank('departed_pickup'),
      pickup: { date: '2026-07-20', timeZone: 'America/Chicago' },
      dropoff: {
        date: '2026-07-20',
        timeZone: 'America/Indiana/Indianapolis',
        appointment_date: '2026-07-20',
        window_start: '08:00',
        window_end: '12:00',
      },
      departedAt: new Date('2026-07-20T14:00:00Z'),
      lastPositionAt: new Date('2026-07-20T15:30:00Z'),
      implausibleSpeed: false,
      arrivalFarFromStop: false,
      deliveredWithExceptions: false,
    };
    expect(dispatchExceptions(facts, new Date('2026-07-20T15:59:00Z'))).toEqual([]);
    expect(dispatchExceptions(facts, new Date('2026-07-20T16:00:00Z'))).toEqual(['not_delivered']);
  });
});
