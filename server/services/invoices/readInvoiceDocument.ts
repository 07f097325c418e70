import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { todayUtc } from '@domain/dates';
import { parseInvoiceId, toInvoiceDocument } from '@domain/invoiceDocument';
import type { InvoiceDocument, InvoiceStop } from '@domain/types';
import type { Db } from '../../db/database';
import { cities, companies, invoices, shipments, stops, users } from '../../db/schema';
import { NotFound } from '../domainErrors';
import { invoiceShipment, ownInvoices } from './invoiceSql';
import { paymentCard } from './paymentCard';

/** Both stops of a shipment as an invoice shows them. */
const invoiceStops = async (db: Db, shipmentId: number) => {
  const rows = await db
    .select({
      kind: stops.kind,
      date: stops.date,
      facility_name: stops.facilityName,
      facility_address: stops.facilityAddress,
      zip_code: stops.zipCode,
      name: cities.name,
      region_code: cities.regionCode,
    })
    .from(stops)
    .innerJoin(cities, eq(cities.id, stops.cityId))
    .where(eq(stops.shipmentId, shipmentId));
  const stopOf = (kind: 'pickup' | 'dropoff'): InvoiceStop => {
    const row = rows.find((found) => found.kind === kind);
    if (!row) throw new Error(`Shipment ${shipmentId} has no ${kind}.`);
    const { name, region_code, date, facility_name, facility_address, zip_code } = row;
    return { city: { name, region_code }, date, facility_name, facility_address, zip_code };
  };
  return { pickup: stopOf('pickup'), dropoff: stopOf('dropoff') };
};

const readDocument = async (db: Db, which: SQL | undefined, now: Date) => {
  const [found] = await db
    .select({
      invoice: invoices,
      shipment: shipments,
      user: {
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: companies.name,
      },
    })
    .from(invoices)
    .innerJoin(shipments, invoiceShipment)
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(which)
    .limit(1);
  if (!found) throw new NotFound();
  const { invoice, shipment, user } = found;
  const [places, card] = await Promise.all([
    invoiceStops(db, shipment.id),
    paymentCard(db, shipment.id),
  ]);
  return toInvoiceDocument(
    {
      id: invoice.id,
      shipmentId: invoice.shipmentId,
      createdAt: invoice.createdAt.toISOString(),
      paidAt: invoice.paidAt?.toISOString() ?? null,
      paidAmountCents: invoice.paidAmountCents,
      price: shipment,
      pickupDate: shipment.pickupDate,
      cancelled: shipment.cancelledAt !== null,
      refundCents: shipment.refundCents,
      refundedAt: invoice.refundedAt?.toISOString() ?? null,
      shipment: {
        id: shipment.id,
        reference_number: shipment.referenceNumber,
        equipment: shipment.equipment,
        commodity: shipment.commodity,
        packaging: shipment.packaging,
        packaging_type: shipment.packagingType,
        weight: shipment.weight,
        miles: shipment.miles,
        ...places,
      },
      billTo: {
        company_name: user.companyName,
        contact_name: `${user.firstName} ${user.lastName}`,
        email: user.email,
      },
      paymentCard: card,
    },
    todayUtc(now),
  );
};

/** One of the company's invoices; another company's, or an id that names none, is NotFound. */
export const readOwnInvoiceDocument = async (
  db: Db,
  companyId: number,
  invoiceId: string,
  now: Date,
): Promise<InvoiceDocument> => {
  const id = parseInvoiceId(invoiceId);
  if (id === null) throw new NotFound();
  return readDocument(db, and(eq(invoices.id, id), ownInvoices(companyId)), now);
};

/** The invoice of a shipment, for the receipt of its payment. */
export const readShipmentInvoiceDocument = (
  db: Db,
  shipmentId: number,
  now: Date,
): Promise<InvoiceDocument> => readDocument(db, eq(invoices.shipmentId, shipmentId), now);
