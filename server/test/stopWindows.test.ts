import { MESSAGES } from '@domain/messages';
import { STOP_MESSAGES } from '@domain/stopMessages';
import type { Role } from '@domain/roles';
import type { Shipment } from '@domain/types';
import { fixture } from './fixture';
import { finalize, payByCard } from './listFixtures';
import {
  book,
  callApi,
  FACILITY,
  FINAL_DETAILS,
  laneCities,
  newMember,
  newShipper,
  patchShipment,
  type Caller,
} from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';
import { moveTruck } from './truckFixtures';

const NOW = new Date('2026-06-15T15:00:00.000Z');
/** Chicago to Dallas takes two days: picked up on the 20th, delivered on the 22nd. */
const PICKUP = '2026-06-20';

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));
const dana = fixture(() => newShipper(server));

const newShipment = (who: Caller = dana, equipment = 'dryVan') =>
  book(server, who, {
    equipment,
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate: PICKUP,
  });
const patch = (id: number, step: 'appointment' | 'finalizing', body: unknown, who: Caller = dana) =>
  patchShipment(server, who, id, step, body);
const read = async (id: number, who: Caller = dana) =>
  (await callApi(server, who, 'GET', `/shipper/shipments/${id}`)).json<Shipment>();

const APPOINTMENT = {
  ...FACILITY,
  scheduling_preference: 'already_scheduled' as const,
  appointment_date: '2026-06-20',
  window_start: '08:00',
  window_end: '12:00',
};
const RECEIVING = {
  ...FACILITY,
  scheduling_preference: 'first_come' as const,
  window_start: '06:00',
  window_end: '14:30',
};

describe("a stop's appointment window", () => {
  it('is saved with the facility and read back on the shipment', async () => {
    const shipment = await newShipment();
    const pickup = await patch(shipment.id, 'appointment', { pickup: APPOINTMENT });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json<Shipment>().pickup).toMatchObject({
      appointment_date: '2026-06-20',
      window_start: '08:00',
      window_end: '12:00',
    });
    await patch(shipment.id, 'appointment', { dropoff: RECEIVING });
    const saved = await read(shipment.id);
    expect(saved.pickup).toMatchObject(APPOINTMENT);
    expect(saved.dropoff).toMatchObject({ ...RECEIVING, appointment_date: null });
  });

  it('goes when the facility is saved again without one, or is no longer to be scheduled', async () => {
    const shipment = await newShipment();
    await patch(shipment.id, 'appointment', { pickup: APPOINTMENT });
    const cleared = await patch(shipment.id, 'appointment', {
      pickup: { ...FACILITY, scheduling_preference: 'to_be_scheduled' },
    });
    expect(cleared.json<Shipment>().pickup).toMatchObject({
      scheduling_preference: 'to_be_scheduled',
      appointment_date: null,
      window_start: null,
      window_end: null,
    });
  });

  it('is a 400 on the field for an end before its start, a bad date or one before the pickup', async () => {
    const shipment = await newShipment();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { ...APPOINTMENT, window_start: '14:00', window_end: '09:00' },
        { window_end: [STOP_MESSAGES.windowEndBeforeStart] },
      ],
      [
        { ...APPOINTMENT, appointment_date: '2026-06-31' },
        { appointment_date: [STOP_MESSAGES.windowDateInvalid] },
      ],
      [
        { ...APPOINTMENT, appointment_date: '2026-06-19' },
        { appointment_date: [STOP_MESSAGES.windowDateBeforePickup] },
      ],
      [
        { ...APPOINTMENT, window_start: '8am' },
        { window_start: [STOP_MESSAGES.windowTimeInvalid] },
      ],
      [{ ...RECEIVING, window_end: null }, { window_end: [STOP_MESSAGES.windowTimeMissing] }],
      [
        { ...RECEIVING, appointment_date: '2026-06-21' },
        { appointment_date: [STOP_MESSAGES.windowDateNotTaken] },
      ],
      [
        { ...RECEIVING, scheduling_preference: 'to_be_scheduled' },
        {
          window_start: [STOP_MESSAGES.windowNotTaken],
          window_end: [STOP_MESSAGES.windowNotTaken],
        },
      ],
      [{ ...APPOINTMENT, window_end: 1200 }, { window_end: [STOP_MESSAGES.windowTimeInvalid] }],
    ];
    for (const [dropoff, errors] of cases) {
      const response = await patch(shipment.id, 'appointment', { dropoff });
      expect([response.statusCode, response.json()]).toEqual([400, { errors }]);
    }
    expect((await read(shipment.id)).dropoff.facility_name).toBeNull();
  });

  it('is changed by an admin or a booker; finance and a viewer are refused', async () => {
    const admin = await newShipper(server);
    const shipment = await newShipment(admin);
    const allowed: Record<Role, boolean> = {
      admin: true,
      booker: true,
      finance: false,
      viewer: false,
    };
    for (const role of Object.keys(allowed) as Role[]) {
      const who = role === 'admin' ? admin : await newMember(server, admin, role);
      const window_end = role === 'admin' ? '12:00' : '13:00';
      const response = await patch(
        shipment.id,
        'appointment',
        { pickup: { ...APPOINTMENT, window_end } },
        who,
      );
      expect([role, response.statusCode]).toEqual([role, allowed[role] ? 200 : 403]);
    }
    const viewer = await newMember(server, admin, 'viewer');
    expect((await read(shipment.id, viewer)).pickup.window_end).toBe('13:00');
  });

  it("is a 404 on another company's shipment, which keeps its window", async () => {
    const shipment = await newShipment();
    await patch(shipment.id, 'appointment', { pickup: APPOINTMENT });
    const other = await newShipper(server);
    const response = await patch(
      shipment.id,
      'appointment',
      { pickup: { ...APPOINTMENT, window_end: '18:00' } },
      other,
    );
    expect([response.statusCode, response.json()]).toEqual([404, { message: MESSAGES.notFound }]);
    expect((await read(shipment.id)).pickup.window_end).toBe('12:00');
  });

  it('keeps one of many windows sent at once, whole', async () => {
    const shipment = await newShipment();
    const ends = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    const answers = await Promise.all(
      ends.map((window_end) =>
        patch(shipment.id, 'appointment', {
          dropoff: { ...APPOINTMENT, appointment_date: '2026-06-22', window_end },
        }),
      ),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(ends.map(() => 200));
    const { dropoff } = await read(shipment.id);
    expect(ends).toContain(dropoff.window_end);
    expect(dropoff).toMatchObject({ appointment_date: '2026-06-22', window_start: '08:00' });
  });

  it("makes the ETA late once the arrival falls after the drop-off window's end", async () => {
    const paidWith = async (dropoff: Record<string, unknown>) => {
      const shipment = await newShipment();
      await patch(shipment.id, 'appointment', { dropoff });
      await payByCard(server, dana, shipment.id);
      return shipment.id;
    };
    // Some 970 road miles: left at 7:00 on the 20th (Chicago), in Dallas in the afternoon of the 21st.
    const early = await paidWith({
      ...APPOINTMENT,
      appointment_date: '2026-06-21',
      window_start: '06:00',
      window_end: '08:00',
    });
    const next = await paidWith({
      ...APPOINTMENT,
      appointment_date: '2026-06-22',
      window_start: '08:00',
      window_end: '10:00',
    });
    const none = await paidWith(FACILITY);
    server.clock.set(new Date('2026-06-20T12:00:00.000Z'));
    try {
      for (const id of [early, next, none]) await moveTruck(server, id, 'departed_pickup');
      expect((await read(early)).eta_state).toBe('late');
      expect((await read(next)).eta_state).toBe('on_time');
      expect((await read(none)).eta_state).toBe('on_time');
    } finally {
      server.clock.set(NOW);
    }
  });
});

describe("a reefer's temperature", () => {
  const TEMPERATURE = { temperature_f: 34, temperature_mode: 'continuous' } as const;

  it('is required at finalizing, saved, and kept when a later save leaves it out', async () => {
    const shipment = await newShipment(dana, 'reefer');
    const missing = await patch(shipment.id, 'finalizing', FINAL_DETAILS);
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      {
        errors: {
          temperature_f: [STOP_MESSAGES.temperatureRequired],
          temperature_mode: [STOP_MESSAGES.temperatureModeRequired],
        },
      },
    ]);
    const saved = await finalize(server, dana, shipment.id, {
      ...TEMPERATURE,
      temperature_f: -10.5,
    } as never);
    expect(saved).toMatchObject({ temperature_f: -10.5, temperature_mode: 'continuous' });
    const again = await patch(shipment.id, 'finalizing', {
      ...FINAL_DETAILS,
      pickup_notes: 'Dock 9',
    });
    expect(again.json()).toMatchObject({ temperature_f: -10.5, temperature_mode: 'continuous' });
    expect(await read(shipment.id)).toMatchObject({ temperature_f: -10.5 });
  });

  it('is a 400 on the field out of range, and on a dry van', async () => {
    const reefer = await newShipment(dana, 'reefer');
    const cold = await patch(reefer.id, 'finalizing', {
      ...FINAL_DETAILS,
      ...TEMPERATURE,
      temperature_f: -40,
    });
    expect([cold.statusCode, cold.json()]).toEqual([
      400,
      { errors: { temperature_f: [STOP_MESSAGES.temperatureRange] } },
    ]);
    const van = await newShipment();
    const refused = await patch(van.id, 'finalizing', { ...FINAL_DETAILS, ...TEMPERATURE });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      {
        errors: {
          temperature_f: [STOP_MESSAGES.temperatureDryVan],
          temperature_mode: [STOP_MESSAGES.temperatureDryVan],
        },
      },
    ]);
    expect(await read(van.id)).toMatchObject({ temperature_f: null, temperature_mode: null });
  });

  it("is refused to finance and a viewer, and another company's reefer is a 404", async () => {
    const admin = await newShipper(server);
    const shipment = await newShipment(admin, 'reefer');
    for (const role of ['finance', 'viewer'] as const) {
      const who = await newMember(server, admin, role);
      const response = await patch(
        shipment.id,
        'finalizing',
        { ...FINAL_DETAILS, ...TEMPERATURE },
        who,
      );
      expect([role, response.statusCode]).toEqual([role, 403]);
    }
    const booker = await newMember(server, admin, 'booker');
    expect(
      (await patch(shipment.id, 'finalizing', { ...FINAL_DETAILS, ...TEMPERATURE }, booker))
        .statusCode,
    ).toBe(200);
    const other = await newShipper(server);
    const foreign = await patch(
      shipment.id,
      'finalizing',
      { ...FINAL_DETAILS, temperature_f: 60, temperature_mode: 'cycle' },
      other,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await read(shipment.id, admin)).toMatchObject(TEMPERATURE);
  });
});
