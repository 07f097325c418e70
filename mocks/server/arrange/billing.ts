import { addDays, todayUtc } from '@domain/dates';
import type { CancellationReason, Equipment, Invoice, IsoDate, Shipment } from '@domain/types';
import { cityNamed } from '../../../server/services/places';
import { finalize, payByCard } from '../../../server/test/listFixtures';
import { invoiceOf, readShipment } from '../../../server/test/paymentFixtures';
import { book, callApi, patchShipment } from '../../../server/test/shipmentFixtures';
import type { Caller } from '../../../server/test/shipmentFixtures';
import { clockAtNoonUtc } from '../../../src/testing/clock';
import { apiServer } from '../apiServer';

/** A city as the app writes it, with its state: "Chicago, IL". */
type CityName = `${string}, ${string}`;

export type Booking = {
  from?: CityName;
  to?: CityName;
  equipment?: Equipment;
  /** When the shipper took every step (booked, finalized, paid): the server's now by default. */
  at?: Date;
  /** Or so many days before the server's now. */
  daysAgo?: number;
  /** A week after booking by default. */
  pickupDate?: IsoDate;
  driverAssist?: boolean;
  /** How far the shipper went: booked only, finalized (its invoice issued), or paid by card. */
  upTo?: 'booked' | 'finalized' | 'paid';
};

const DAY_MS = 24 * 60 * 60 * 1000;

const cityId = async (name: CityName): Promise<number> => {
  const [city, region] = name.split(', ');
  return (await cityNamed((await apiServer()).db, city ?? '', region ?? '')).id;
};

/**
 * A shipment taken through the booking steps as a shipper takes them, on the server's clock set
 * to the moment given (a pickup that has passed needs a booking before it), then back.
 */
export const bookedShipment = async (
  who: Caller,
  {
    from = 'Chicago, IL',
    to = 'Dallas, TX',
    equipment = 'dryVan',
    at,
    daysAgo,
    pickupDate,
    driverAssist = false,
    upTo = 'finalized',
  }: Booking = {},
): Promise<Shipment> => {
  const server = await apiServer();
  const now = server.clock.now();
  if (at) server.clock.set(at);
  else if (daysAgo !== undefined) server.clock.advance(-daysAgo * DAY_MS);
  let id: number;
  try {
    ({ id } = await book(server, who, {
      equipment,
      pickupCity: await cityId(from),
      dropoffCity: await cityId(to),
      pickupDate: pickupDate ?? addDays(todayUtc(server.clock.now()), 7),
    }));
    if (driverAssist) {
      const assisted = await patchShipment(server, who, id, 'appointment', {
        driver_assist: true,
      });
      if (assisted.statusCode !== 200)
        throw new Error(`Driver assist failed: ${assisted.statusCode} ${assisted.body}`);
    }
    if (upTo === 'paid') await payByCard(server, who, id);
    else if (upTo === 'finalized') await finalize(server, who, id);
  } finally {
    server.clock.set(now);
  }
  return readShipment(server, who, id);
};

/** The shipment's invoice as the shipper's invoice list answers it now. */
export const invoiceOfShipment = async (who: Caller, shipmentId: number): Promise<Invoice> => {
  const invoice = await invoiceOf(await apiServer(), who, shipmentId);
  if (!invoice) throw new Error(`Shipment ${shipmentId} has no invoice.`);
  return invoice;
};

/** A shipment finalized (or paid) as `bookedShipment` takes it, with the invoice it was issued. */
export const invoicedShipment = async (
  who: Caller,
  booking: Omit<Booking, 'upTo'> & { paid?: boolean } = {},
): Promise<{ shipment: Shipment; invoice: Invoice }> => {
  const shipment = await bookedShipment(who, {
    ...booking,
    upTo: booking.paid ? 'paid' : 'finalized',
  });
  return { shipment, invoice: await invoiceOfShipment(who, shipment.id) };
};

/** The shipment cancelled by the shipper now, at what its quote says: as the API answers it. */
export const cancelShipment = async (
  who: Caller,
  shipmentId: number,
  reason: CancellationReason,
): Promise<Shipment> => {
  const answer = await callApi(
    await apiServer(),
    who,
    'POST',
    `/shipper/shipments/${shipmentId}/cancel/`,
    {
      reason,
    },
  );
  if (answer.statusCode !== 200)
    throw new Error(`Cancelling failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<Shipment>();
};

let serverTimeBefore: Date | null = null;

/**
 * The page's clock at noon UTC today (see clockAtNoonUtc), and the server's at the same moment, so
 * that both read a pickup tomorrow the same way; undone by `restoreClocks`.
 */
export const clocksAtNoonUtc = async (): Promise<void> => {
  const server = await apiServer();
  serverTimeBefore ??= server.clock.now();
  clockAtNoonUtc();
  server.clock.set(new Date(`${todayUtc()}T12:00:00.000Z`));
};

/** The page's clock real again, and the server's where it stood before `clocksAtNoonUtc`. */
export const restoreClocks = async (): Promise<void> => {
  jest.useRealTimers();
  if (!serverTimeBefore) return;
  (await apiServer()).clock.set(serverTimeBefore);
  serverTimeBefore = null;
};
