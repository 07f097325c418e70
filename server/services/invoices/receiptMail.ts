import { eq } from 'drizzle-orm';
import { invoiceSheet } from '@domain/invoiceDocumentSheet';
import type { AppDeps } from '../../deps';
import { shipments, users } from '../../db/schema';
import type { Mail } from '../../mail/mailer';
import { receiptEmail } from '../../mail/receiptEmail';
import { renderInvoicePdf } from './invoicePdf';
import { readShipmentInvoiceDocument } from './readInvoiceDocument';

/** The receipt of a paid shipment, to the shipper, with its invoice as it reads now. */
export const receiptMailFor = async (
  { db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  shipmentId: number,
): Promise<Mail> => {
  const invoice = await readShipmentInvoiceDocument(db, shipmentId, clock.now());
  const [shipper] = await db
    .select({ firstName: users.firstName })
    .from(shipments)
    .innerJoin(users, eq(users.id, shipments.userId))
    .where(eq(shipments.id, shipmentId));
  if (!shipper) throw new Error(`Shipment ${shipmentId} has no shipper.`);
  return receiptEmail({
    to: invoice.bill_to.email,
    firstName: shipper.firstName,
    appUrl: config.appUrl,
    invoice,
    pdf: await renderInvoicePdf(invoiceSheet(invoice)),
  });
};
