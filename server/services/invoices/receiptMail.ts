import { invoiceSheet } from '@domain/invoiceDocumentSheet';
import type { AppDeps } from '../../deps';
import type { Mail } from '../../mail/mailer';
import { receiptEmail } from '../../mail/receiptEmail';
import { receiptLoadConfirmation } from '../papers/shippingPapers';
import { shipperFirstName } from '../shipments/shipperFirstName';
import { renderPdfOffThread } from '../documents/pdfThread';
import { readShipmentInvoiceDocument } from './readInvoiceDocument';

/**
 * The receipt of a paid shipment, to the shipper, with its invoice and load confirmation as they
 * read now.
 */
export const receiptMailFor = async (
  { db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  shipmentId: number,
): Promise<Mail> => {
  const now = clock.now();
  const invoice = await readShipmentInvoiceDocument(db, shipmentId, now);
  return receiptEmail({
    to: invoice.bill_to.email,
    firstName: await shipperFirstName(db, shipmentId),
    appUrl: config.appUrl,
    invoice,
    pdf: await renderPdfOffThread('invoice', invoiceSheet(invoice)),
    loadConfirmation: await receiptLoadConfirmation(db, shipmentId, now),
  });
};
