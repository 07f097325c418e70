import { desc, eq } from 'drizzle-orm';
import { addDays, todayUtc } from '@domain/dates';
import { milestoneRank, NOT_DISPATCHED, type Progress } from '@domain/milestones';
import type { IsoDate } from '@domain/types';
import type { Db } from '../../server/db/database';
import { cities, regions, shipments as shipmentRows, users } from '../../server/db/schema';
import type { Actor } from '../../server/services/accounts/account';
import { foundCompany } from '../../server/services/accounts/foundCompany';
import { markShipmentPaid } from '../../server/services/invoices/markShipmentPaid';
import { hashPassword, randomToken } from '../../server/services/secrets';
import { createShipment } from '../../server/services/shipments/createShipment';
import { finalizeShipment } from '../../server/services/shipments/finalizeShipment';
import { issueToken } from '../../server/services/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Shipments written per transaction: one commit per shipment would measure the disk instead. */
const BATCH = 250;

export type SeededShipper = {
  email: string;
  /** For the walks that sign in as a person does; the other figures use the token. */
  password: string;
  token: string;
  shipments: number;
};

const newShipper = async (db: Db, name: string, password: string, now: Date): Promise<Actor> => {
  const [region] = await db.select({ id: regions.id }).from(regions).limit(1);
  const createdAt = new Date(now.getTime() - 400 * DAY_MS);
  const { companyId, userId } = await foundCompany(
    db,
    {
      name: `${name} Logistics`,
      primaryShipsCountry: 'US',
      companyLocationId: region?.id,
      modes: ['FTL'],
      averageFtl: '50-70',
      trailerTypes: ['dryVan', 'reefer'],
      createdAt,
    },
    {
      email: `${name}@bench.loadline.test`,
      passwordHash: await hashPassword(password),
      firstName: 'Bench',
      lastName: name,
      phoneNumber: '+13125550100',
      isEmailVerified: true,
      createdAt,
    },
  );
  return { id: userId, companyId, role: 'admin' };
};

/**
 * The pickup date of the n-th shipment. Of the paid ones, a third are picked up later, a third
 * today, a third soon after they were booked, and their trucks are where those dates put them
 * (truckProgressOf), so that each of the dashboard's tabs has pages of its own.
 */
const pickupDateOf = (n: number, paid: boolean, bookedAt: Date, now: Date): IsoDate => {
  const soon = 1 + (n % 14);
  const third = Math.floor(n / 4) % 3;
  if (paid && third === 0) return addDays(todayUtc(now), soon);
  if (paid && third === 1) return todayUtc(now);
  return addDays(todayUtc(bookedAt), soon);
};

/**
 * How far a paid shipment's truck has gone: not yet dispatched before its pickup day, on the road
 * on it, delivered once its drop-off day is over. Written straight onto the row, as the payment
 * is: the lists measured here read the shipments' progress, never their events.
 */
const truckProgressOf = (pickupDate: IsoDate, dropoffDate: IsoDate, now: Date): Progress => {
  const today = todayUtc(now);
  if (pickupDate > today) return NOT_DISPATCHED;
  return milestoneRank(dropoffDate >= today ? 'departed_pickup' : 'delivered');
};

/** The bench's companies have this many members, who take turns booking. */
const MEMBERS = 5;

/** The company's other members: bookers, with passwords nobody uses. */
const newColleagues = async (db: Db, admin: Actor, name: string, now: Date): Promise<Actor[]> => {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS - 1 }, (_, n) => ({
        companyId: admin.companyId,
        role: 'booker' as const,
        email: `${name}-${n + 2}@bench.loadline.test`,
        passwordHash: 'unusable',
        firstName: 'Bench',
        lastName: `${name} ${n + 2}`,
        phoneNumber: '+13125550100',
        isEmailVerified: true,
        createdAt: now,
      })),
    )
    .returning({ id: users.id });
  return rows.map(({ id }) => ({ id, companyId: admin.companyId, role: 'booker' }));
};

/**
 * A company of five members with as many shipments as asked, booked in turn by each, made through
 * the API's own services over the past months: a quarter still quotes, a quarter finalized and
 * unpaid, half paid (a third each upcoming, in progress and past), on lanes between the hundred
 * largest cities. Its admin signs in with the password returned; the token returned is a session
 * already open.
 */
export const seedShipper = async (
  db: Db,
  name: string,
  shipments: number,
  now: Date,
): Promise<SeededShipper> => {
  // Random: only the bench that seeded the store is meant to sign in to it.
  const password = `Bench-${randomToken().slice(0, 12)}`;
  const shipper = await newShipper(db, name, password, now);
  const members = [shipper, ...(await newColleagues(db, shipper, name, now))];
  const lanes = await db
    .select({ id: cities.id })
    .from(cities)
    .orderBy(desc(cities.population))
    .limit(100);
  for (let first = 0; first < shipments; first += BATCH) {
    await db.transaction(async (tx) => {
      for (let n = first; n < Math.min(first + BATCH, shipments); n += 1) {
        const bookedAt = new Date(now.getTime() - ((shipments - n) / shipments) * 300 * DAY_MS);
        const paid = n % 4 > 1;
        const from = lanes[n % lanes.length];
        const to = lanes[(n * 7 + 3) % lanes.length];
        if (!from || !to || from.id === to.id) continue;
        const booker = members[n % members.length] ?? shipper;
        const { shipment } = await createShipment(
          tx,
          booker,
          {
            equipment: n % 3 === 0 ? 'reefer' : 'dryVan',
            pickupCityId: from.id,
            dropoffCityId: to.id,
            pickupDate: pickupDateOf(n, paid, bookedAt, now),
          },
          bookedAt,
        );
        if (n % 4 === 0) continue;
        const details = {
          reference_number: `PO-${100000 + n}`,
          // Thousands of pounds, as the finalizing form asks for it.
          weight: 20 + (n % 20),
          commodity: 'Packaged food',
          packaging: 20,
          packaging_type: 'pallets',
          pickup_number: `PU-${n}`,
          pickup_notes: 'Dock 4, check in at the gate.',
          dropoff_number: `DL-${n}`,
          dropoff_notes: 'Call 30 minutes before arrival.',
          // A reefer holds a temperature, as finalizing requires.
          ...(shipment.equipment === 'reefer'
            ? { temperature_f: 36, temperature_mode: 'continuous' as const }
            : {}),
        };
        await finalizeShipment(tx, booker, shipment.id, details, bookedAt);
        if (!paid) continue;
        await markShipmentPaid(tx, shipment.id, bookedAt);
        await tx
          .update(shipmentRows)
          .set({ progress: truckProgressOf(shipment.pickupDate, shipment.dropoffDate, now) })
          .where(eq(shipmentRows.id, shipment.id));
      }
    });
  }
  const token = await issueToken(db, shipper.id, 'session', now);
  return { email: `${name}@bench.loadline.test`, password, token, shipments };
};
