import { and, eq } from 'drizzle-orm';
import { DEMO_ACCOUNT, DEMO_SHIPPER } from '@domain/demo/demoAccount';
import type { DemoBooking } from '@domain/demo/demoBookings';
import { DEMO_BOOKINGS } from '@domain/demo/demoBookings';
import { demoFacility } from '@domain/demo/demoFacilities';
import { DEMO_DISPATCHER } from '@domain/demo/demoMovement';
import { demoFinalDetails, demoSteps } from '@domain/demo/demoSteps';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { regions, users } from '../db/schema';
import type { Actor } from '../services/accounts/account';
import { foundCompany } from '../services/accounts/foundCompany';
import { markShipmentPaid } from '../services/invoices/markShipmentPaid';
import { cityOf, demoCities } from './demoCities';
import type { DemoCities } from './demoCities';
import { createOperator } from '../services/operators/createOperator';
import { hashPassword } from '../services/secrets';
import { seedCarriers, seedMovement } from './seedMovement';
import { changeAppointment } from '../services/shipments/changeAppointment';
import { createShipment } from '../services/shipments/createShipment';
import { finalizeShipment } from '../services/shipments/finalizeShipment';

// Tests and the start-up message name the sign-in by this module, as they always have.
export { DEMO_ACCOUNT };

const DAY_MS = 24 * 60 * 60 * 1000;

const createDana = async (db: Db, passwordHash: string, now: Date): Promise<Actor> => {
  const { companyLocation, ...shipper } = DEMO_SHIPPER;
  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(
      and(eq(regions.countryCode, companyLocation.country), eq(regions.code, companyLocation.code)),
    );
  if (!region) throw new Error('The regions are not loaded.');
  const createdAt = new Date(now.getTime() - shipper.joinedDaysAgo * DAY_MS);
  const { companyId, userId } = await foundCompany(
    db,
    {
      name: shipper.company_name,
      primaryShipsCountry: shipper.primary_ships_country,
      companyLocationId: region.id,
      modes: shipper.mode,
      averageFtl: shipper.average_ftl,
      trailerTypes: shipper.trailer_type,
      createdAt,
    },
    {
      email: DEMO_ACCOUNT.email,
      passwordHash,
      firstName: shipper.first_name,
      lastName: shipper.last_name,
      phoneNumber: shipper.phone_number,
      isEmailVerified: true,
      createdAt,
    },
  );
  return { id: userId, companyId, role: 'admin' };
};

/** A booking taken through the steps a shipper would take, each a few minutes after the last. */
const book = async (
  db: Db,
  places: DemoCities,
  dana: Actor,
  booking: DemoBooking,
  now: Date,
  sequence: number,
  dispatch: { dispatcherId: number; carrierId: number },
) => {
  const steps = demoSteps(booking, sequence, now);
  const from = cityOf(places, booking.from);
  const to = cityOf(places, booking.to);
  const { shipment } = await createShipment(
    db,
    dana,
    {
      equipment: booking.equipment,
      pickupCityId: from.id,
      dropoffCityId: to.id,
      pickupDate: steps.pickupDate,
    },
    steps.bookedAt,
  );
  if (booking.stage === 'quoted') return;
  const details = demoFinalDetails(booking, shipment.id);
  const pickup = demoFacility(from.name);
  await changeAppointment(db, dana, shipment.id, { pickup }, steps.pickupFacilityAt);
  const dropoff = demoFacility(to.name);
  await changeAppointment(db, dana, shipment.id, { dropoff }, steps.dropoffFacilityAt);
  if (booking.driverAssist)
    await changeAppointment(db, dana, shipment.id, { driver_assist: true }, steps.driverAssistAt);
  await finalizeShipment(db, dana, shipment.id, details, steps.finalizedAt);
  if (booking.stage !== 'paid') return;
  await markShipmentPaid(db, shipment.id, steps.paidAt);
  if (booking.movement)
    await seedMovement(
      db,
      { shipmentId: shipment.id, paidAt: steps.paidAt, fromCityId: from.id, toCityId: to.id },
      booking.movement,
      dispatch.carrierId,
      dispatch.dispatcherId,
      now,
    );
};

/**
 * On a database without users, adds the demo shipper Dana of Northwind Foods with a shipment in
 * every status, and Loadline's demo dispatcher with the carriers that move them, through the same
 * services as the API, so the data is what the API would make. The mocks seed the same data
 * through their own store. Returns the shipper's sign-in, or null when there were users already.
 */
export const seedDemo = async (
  db: Db,
  clock: Clock,
): Promise<{ email: string; password: string } | null> => {
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyone) return null;
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const dispatcherHash = await hashPassword(DEMO_DISPATCHER.password);
  const places = await demoCities(db);
  // One transaction: a server stopped half-way leaves no half-seeded shipper behind.
  await db.transaction(async (tx) => {
    const dana = await createDana(tx, passwordHash, now);
    const dispatcherId = await createOperator(tx, {
      email: DEMO_DISPATCHER.email,
      firstName: DEMO_DISPATCHER.first_name,
      role: 'dispatcher',
      passwordHash: dispatcherHash,
    });
    const carrierId = await seedCarriers(tx, dispatcherId, now);
    for (const [sequence, booking] of DEMO_BOOKINGS.entries())
      await book(tx, places, dana, booking, now, sequence, { dispatcherId, carrierId });
  });
  return { ...DEMO_ACCOUNT };
};
