import { todayUtc } from '@domain/dates';
import { parseInvoiceId, toInvoiceDocument } from '@domain/invoiceDocument';
import type { InvoiceDocument, InvoiceStop, PaymentCard } from '@domain/types';
import { findCity } from './places';
import type { InvoiceRecord, ShipmentRecord, StopRecord } from './records';
import { invoiceFacts } from './invoices';
import { findShipment } from './shipments';
import { db } from './store';
import { companyOf, findUser } from './users';

const invoiceStop = (stop: StopRecord): InvoiceStop => {
  const city = findCity(stop.cityId);
  if (!city) throw new Error(`No city ${stop.cityId}.`);
  return {
    city: { name: city.name, region_code: city.region_code },
    date: stop.date,
    facility_name: stop.facility_name,
    facility_address: stop.facility_address,
    zip_code: stop.zip_code,
  };
};

/** The saved card of the intent that succeeded, as the server reads it from its payments. */
export const paymentCard = (shipment: ShipmentRecord): PaymentCard | null => {
  const paid = db.paymentIntents.find(
    (intent) => intent.shipmentId === shipment.id && intent.status === 'succeeded',
  );
  const card =
    paid &&
    db.paymentMethods.findLast(
      (method) =>
        companyOf(method.userId) === companyOf(paid.userId) &&
        method.payment_method_id === paid.paymentMethodId,
    );
  return card ? { brand: card.brand, last4: card.last4 } : null;
};

const toDocument = (invoice: InvoiceRecord, shipment: ShipmentRecord): InvoiceDocument => {
  const user = findUser(shipment.userId);
  if (!user) throw new Error(`No user ${shipment.userId}.`);
  return toInvoiceDocument(
    {
      ...invoiceFacts(invoice, shipment),
      shipment: {
        id: shipment.id,
        reference_number: shipment.reference_number,
        equipment: shipment.equipment,
        commodity: shipment.commodity,
        packaging: shipment.packaging,
        packaging_type: shipment.packaging_type,
        weight: shipment.weight,
        miles: shipment.miles,
        pickup: invoiceStop(shipment.pickup),
        dropoff: invoiceStop(shipment.dropoff),
      },
      billTo: {
        company_name: user.company_name,
        contact_name: `${user.first_name} ${user.last_name}`,
        email: user.email,
      },
      paymentCard: paymentCard(shipment),
    },
    todayUtc(),
  );
};

/** One of the company's invoices by the id in a path; another's, or a malformed id, is none. */
export const ownInvoiceDocument = (companyId: number, id: string): InvoiceDocument | undefined => {
  const invoiceId = parseInvoiceId(id);
  const invoice = db.invoices.find((found) => found.id === invoiceId);
  const shipment = invoice && findShipment(invoice.shipmentId);
  return invoice && shipment && companyOf(shipment.userId) === companyId
    ? toDocument(invoice, shipment)
    : undefined;
};
