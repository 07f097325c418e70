import { loadEmissions } from '@domain/emissions';
import { dieselPriceOn, fuelSurchargeCentsPerMile } from '@domain/fuelSurcharge';
import { moneyToCents } from '@domain/money';
import { priceHeldUntil } from '@domain/priceHolds';
import { partsLineItems } from '@domain/pricing';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ROLE_LABELS, type Role } from '@domain/roles';
import type { FacilityFields, FinalizingRequest, Shipment } from '@domain/types';
import { regions, users } from '../db/schema';
import { foundCompany } from '../services/accounts/foundCompany';
import { cityNamed } from '../services/places';
import { issueToken } from '../services/tokens';
import type { TestServer } from './testServer';

export type Caller = { userId: number; companyId: number; headers: { authorization: string } };

/**
 * A shipper (the admin of a company of their own) written straight into the database and signed in, so these tests do not depend on the
 * sign-up flow: verified with shipping needs unless told otherwise. The password is never used.
 */
export const newShipper = async (
  server: TestServer,
  { verified = true, shippingNeeds = true } = {},
): Promise<Caller> => {
  const [illinois] = await server.db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.countryCode, 'US'), eq(regions.code, 'IL')));
  const { userId, companyId } = await foundCompany(
    server.db,
    {
      name: 'Stone Provisions',
      primaryShipsCountry: 'US',
      ...(shippingNeeds
        ? {
            companyLocationId: illinois?.id,
            modes: ['FTL'],
            averageFtl: '5-10',
            trailerTypes: ['dryVan'],
          }
        : {}),
    },
    {
      email: `shipper-${randomBytes(6).toString('hex')}@example.com`,
      passwordHash: 'unusable',
      firstName: 'Riley',
      lastName: 'Stone',
      phoneNumber: '+13125550177',
      isEmailVerified: verified,
    },
  );
  const token = await issueToken(server.db, userId, 'session', server.clock.now());
  return { userId, companyId, headers: { authorization: `Token ${token}` } };
};

/** Another member of the company of `admin`, with the role given, verified and signed in. */
export const newMember = async (server: TestServer, admin: Caller, role: Role): Promise<Caller> => {
  const [user] = await server.db
    .insert(users)
    .values({
      companyId: admin.companyId,
      role,
      email: `${role}-${randomBytes(6).toString('hex')}@example.com`,
      passwordHash: 'unusable',
      firstName: ROLE_LABELS[role],
      lastName: 'Member',
      phoneNumber: '+13125550178',
      isEmailVerified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('The member was not stored.');
  const token = await issueToken(server.db, user.id, 'session', server.clock.now());
  return {
    userId: user.id,
    companyId: admin.companyId,
    headers: { authorization: `Token ${token}` },
  };
};

/** A call of the API as whoever is given (a shipper, a dispatcher, or nobody). */
export const callApi = (
  server: TestServer,
  who: (Partial<Caller> & Pick<Caller, 'headers'>) | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: who?.headers ?? {},
  });

/** The ids of the cities the tests book between. */
export const laneCities = async (server: TestServer) => {
  const [chicago, dallas, houston] = await Promise.all([
    cityNamed(server.db, 'Chicago', 'IL'),
    cityNamed(server.db, 'Dallas', 'TX'),
    cityNamed(server.db, 'Houston', 'TX'),
  ]);
  return { chicago, dallas, houston };
};

export const FACILITY: FacilityFields = {
  facility_name: 'Lakeside Cold Storage',
  facility_address: '2400 S Halsted St, Chicago, IL',
  zip_code: '60608',
  scheduling_preference: 'already_scheduled',
  contact_name: 'Jordan Avery',
  phone_number: '+13125550199',
  email: 'dock@lakeside.test',
};

export const FINAL_DETAILS: FinalizingRequest = {
  reference_number: 'PO-1001',
  weight: 42,
  commodity: 'Canned goods',
  packaging: 24,
  packaging_type: 'Pallets',
  pickup_number: 'PU-1',
  pickup_notes: 'Dock 4',
  dropoff_number: 'DL-2',
  dropoff_notes: 'Gate B',
};

/** What a reefer booked in a test holds. */
export const REEFER_SETTING = { temperature_f: 34, temperature_mode: 'continuous' } as const;

/** Books a shipment through the API and returns it; fails the test on any other answer. */
export const book = async (
  server: TestServer,
  who: Caller,
  body: { equipment?: string; pickupCity: number; dropoffCity: number; pickupDate: string },
): Promise<Shipment> => {
  const response = await callApi(server, who, 'POST', '/shipper/shipments/', {
    equipment: body.equipment ?? 'dryVan',
    pickup: { city: body.pickupCity, date: body.pickupDate },
    dropoff: { city: body.dropoffCity },
  });
  if (response.statusCode !== 201)
    throw new Error(`Booking failed: ${response.statusCode} ${response.body}`);
  return response.json<Shipment>();
};

export const patchShipment = (
  server: TestServer,
  who: Caller,
  id: number,
  step: 'appointment' | 'finalizing',
  body: unknown,
) => callApi(server, who, 'PATCH', `/shipper/shipments/${id}/${step}/`, body);

/** The parts of a shipment's base price booked without a quote: the week's fuel, the rest linehaul. */
const bookedParts = ({ base_price, miles, equipment, created_at }: Shipment) => {
  const day = created_at.slice(0, 10);
  const fuelSurchargeCents =
    fuelSurchargeCentsPerMile(dieselPriceOn(day).usd_per_gallon, equipment) * miles;
  return { linehaulCents: moneyToCents(base_price) - fuelSurchargeCents, fuelSurchargeCents };
};

/**
 * A shipment as its own page answers it while no carrier has it: nobody moving it yet, its price
 * held a day from booking, the load's emissions as the domain works them out.
 */
export const asDetail = (shipment: Shipment): ShipmentDetail => ({
  ...shipment,
  ...loadEmissions(shipment),
  price_held_until: priceHeldUntil(new Date(shipment.created_at)).toISOString(),
  line_items: partsLineItems(shipment.miles, bookedParts(shipment)),
  carrier: null,
  driver_first_name: null,
  truck_number: null,
  trailer_number: null,
  milestones: [],
});
