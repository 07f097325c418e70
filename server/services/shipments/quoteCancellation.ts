import { and, eq } from 'drizzle-orm';
import type { CancellationQuote } from '@domain/cancellationQuote';
import { cancellationQuote } from '@domain/cancellationQuote';
import type { Db } from '../../db/database';
import { cities, invoices, stops } from '../../db/schema';
import { paymentCard } from '../invoices/paymentCard';
import { findOwnShipmentRecord } from './shipmentRecords';
import { shipmentStatus } from './shipmentStatus';

/**
 * What cancelling one of the caller's shipments now would cost, by the domain's rules; another
 * shipper's is as missing as one that never existed. The amount charged is the paid invoice's,
 * fixed when the payment was recorded, for a shipment paid through a card or settled without one.
 */
export const quoteCancellation = async (
  db: Db,
  userId: number,
  shipmentId: number | string,
  now: Date,
): Promise<CancellationQuote> => {
  const record = await findOwnShipmentRecord(db, userId, shipmentId);
  const { shipment, pickup } = record;
  // The wire's stop names the city's region but not its country, which the time zone needs.
  const [place] = await db
    .select({
      country_code: cities.countryCode,
      region_code: cities.regionCode,
      paidAmountCents: invoices.paidAmountCents,
    })
    .from(stops)
    .innerJoin(cities, eq(cities.id, stops.cityId))
    .leftJoin(invoices, eq(invoices.shipmentId, stops.shipmentId))
    .where(and(eq(stops.shipmentId, shipment.id), eq(stops.kind, 'pickup')))
    .limit(1);
  if (!place) throw new Error(`Shipment ${shipment.id} has no pickup.`);
  const { paidAmountCents, ...city } = place;
  return cancellationQuote(
    {
      status: shipmentStatus(record, now),
      equipment: shipment.equipment,
      pickup: { date: pickup.date, city },
      // Read after the shipment: a payment recorded in between is not yet this answer's.
      paidAmountCents: shipment.paidAt === null ? null : paidAmountCents,
      paymentCard: shipment.paidAt === null ? null : await paymentCard(db, shipment.id),
    },
    now,
  );
};
