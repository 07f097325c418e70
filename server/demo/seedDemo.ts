import { and, eq } from 'drizzle-orm';
import { addDays, todayUtc } from '@domain/dates';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { regions, users } from '../db/schema';
import { markShipmentPaid } from '../services/invoices/markShipmentPaid';
import { cityNamed } from '../services/places';
import { hashPassword } from '../services/secrets';
import { changeAppointment } from '../services/shipments/changeAppointment';
import { createShipment } from '../services/shipments/createShipment';
import { finalizeShipment } from '../services/shipments/finalizeShipment';
import type { DemoBooking } from './demoBookings';
import { DEMO_BOOKINGS } from './demoBookings';
import { DEMO_FACILITIES } from './demoFacilities';

/** The seeded shipper, to sign in with on a fresh development server. */
export const DEMO_ACCOUNT = { email: 'demo@loadline.test', password: 'Demo1234' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const createDana = async (db: Db, passwordHash: string, now: Date): Promise<number> => {
  const [illinois] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.countryCode, 'US'), eq(regions.code, 'IL')));
  if (!illinois) throw new Error('The regions are not loaded.');
  const [dana] = await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.email,
      passwordHash,
      firstName: 'Dana',
      lastName: 'Whitfield',
      phoneNumber: '+13125550100',
      primaryShipsCountry: 'US',
      companyName: 'Northwind Foods',
      isEmailVerified: true,
      companyLocationId: illinois.id,
      modes: ['FTL'],
      averageFtl: '15-25',
      trailerTypes: ['dryVan', 'reefer'],
      createdAt: new Date(now.getTime() - 60 * DAY_MS),
    })
    .returning({ id: users.id });
  if (!dana) throw new Error('The demo shipper was not stored.');
  return dana.id;
};

const facilityIn = (city: string) => {
  const facility = DEMO_FACILITIES[city];
  if (!facility) throw new Error(`No demo facility in ${city}.`);
  return facility;
};

/** A booking taken through the steps a shipper would take, each a few minutes after the last. */
const book = async (db: Db, userId: number, booking: DemoBooking, now: Date, sequence: number) => {
  const bookedAt = new Date(
    now.getTime() - booking.bookedDaysAgo * DAY_MS - (sequence + 1) * 60 * MINUTE_MS,
  );
  const step = (minutes: number) => new Date(bookedAt.getTime() + minutes * MINUTE_MS);
  const [from, to] = await Promise.all([
    cityNamed(db, booking.from.city, booking.from.region),
    cityNamed(db, booking.to.city, booking.to.region),
  ]);
  const { shipment } = await createShipment(
    db,
    userId,
    {
      equipment: booking.equipment,
      pickupCityId: from.id,
      dropoffCityId: to.id,
      pickupDate: addDays(todayUtc(now), booking.pickupInDays),
    },
    bookedAt,
  );
  if (booking.stage === 'quoted') return;
  if (!booking.cargo)
    throw new Error(`The demo booking from ${from.name} has no cargo to finalize.`);
  await changeAppointment(db, userId, shipment.id, { pickup: facilityIn(from.name) }, step(4));
  await changeAppointment(db, userId, shipment.id, { dropoff: facilityIn(to.name) }, step(7));
  if (booking.driverAssist)
    await changeAppointment(db, userId, shipment.id, { driver_assist: true }, step(8));
  const details = {
    reference_number: `PO-${48210 + shipment.id}`,
    ...booking.cargo,
    pickup_number: `PU-${7300 + shipment.id}`,
    pickup_notes: 'Check in at the guard house with the pickup number; dock doors 4 to 9.',
    dropoff_number: `DL-${5100 + shipment.id}`,
    dropoff_notes: 'Call the receiver 30 minutes before arrival. Lumper paid by the consignee.',
  };
  await finalizeShipment(db, userId, shipment.id, details, step(12));
  if (booking.stage === 'paid') await markShipmentPaid(db, shipment.id, step(15));
};

/**
 * On a database without users, adds the demo shipper Dana of Northwind Foods with a shipment in
 * every status, through the same services as the API, so the data is what the API would make.
 * Returns the sign-in, or null when there were users already.
 */
export const seedDemo = async (
  db: Db,
  clock: Clock,
): Promise<{ email: string; password: string } | null> => {
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyone) return null;
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  // One transaction: a server stopped half-way leaves no half-seeded shipper behind.
  await db.transaction(async (tx) => {
    const userId = await createDana(tx, passwordHash, now);
    for (const [sequence, booking] of DEMO_BOOKINGS.entries())
      await book(tx, userId, booking, now, sequence);
  });
  return { ...DEMO_ACCOUNT };
};
