import { and, desc, eq } from 'drizzle-orm';
import type { Invoice } from '../../../src/contract/types';
import type { Db } from '../../db/database';
import { invoices, shipments, stops } from '../../db/schema';
import { toInvoice } from './toInvoice';

/** A shipper's invoices, newest first, in one statement on the (user, created_at, id) index. */
export const listInvoices = async (db: Db, userId: number, now: Date): Promise<Invoice[]> => {
  const records = await db
    .select({
      invoice: invoices,
      shipment: { basePriceCents: shipments.basePriceCents, driverAssist: shipments.driverAssist },
      pickupDate: stops.date,
    })
    .from(invoices)
    .innerJoin(shipments, eq(shipments.id, invoices.shipmentId))
    .innerJoin(stops, and(eq(stops.shipmentId, invoices.shipmentId), eq(stops.kind, 'pickup')))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return records.map((record) => toInvoice(record, now));
};
