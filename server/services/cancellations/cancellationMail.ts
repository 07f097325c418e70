import { invoiceSheet } from '@domain/invoiceDocumentSheet';
import type { AppDeps } from '../../deps';
import { cancellationEmail } from '../../mail/cancellationEmail';
import type { Mail } from '../../mail/mailer';
import { renderPdfOffThread } from '../documents/pdfThread';
import { readShipmentInvoiceDocument } from '../invoices/readInvoiceDocument';
import { readShipmentRecord } from '../shipments/shipmentRecords';
import { shipperFirstName } from '../shipments/shipperFirstName';
import { toShipment } from '../shipments/toShipment';

/**
 * The notice of a cancellation, to the shipper, made when it is sent: by then the refund has
 * usually been made, and the notice says so.
 */
export const cancellationMailFor = async (
  { db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  shipmentId: number,
): Promise<Mail> => {
  const now = clock.now();
  const [record, invoice, firstName] = await Promise.all([
    readShipmentRecord(db, shipmentId),
    readShipmentInvoiceDocument(db, shipmentId, now),
    shipperFirstName(db, shipmentId),
  ]);
  return cancellationEmail({
    to: invoice.bill_to.email,
    firstName,
    appUrl: config.appUrl,
    shipment: toShipment(record, now),
    invoice,
    pdf: await renderPdfOffThread('invoice', invoiceSheet(invoice)),
  });
};
