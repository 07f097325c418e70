import { PRODUCT_NAME } from '@domain/constants';
import { describeCard, formatDay, formatUsd } from '@domain/invoiceDocumentSheet';
import { invoiceDate } from '@domain/invoiceFilters';
import type { InvoiceDocument } from '@domain/types';
import { laneText } from './laneText';
import type { Mail } from './mailer';
import { shipmentEmail } from './shipmentEmail';

type ReceiptEmail = {
  to: string;
  firstName: string;
  appUrl: string;
  invoice: InvoiceDocument;
  /** The invoice as a PDF, sent with the e-mail. */
  pdf: Buffer;
};

/** The receipt of a payment, with its invoice attached and a link to the shipment's page. */
export const receiptEmail = ({ to, firstName, appUrl, invoice, pdf }: ReceiptEmail): Mail => {
  const { shipment } = invoice;
  const link = `${appUrl}/shipments/${shipment.id}`;
  const lane = laneText(shipment);
  const greeting = `Hi ${firstName},`;
  const received = `We received your payment of ${formatUsd(invoice.total_amount)} for shipment #${shipment.id}, ${lane}, pickup on ${formatDay(shipment.pickup.date)}.`;
  const paidOn = invoice.paid_at ? ` on ${formatDay(invoiceDate(invoice.paid_at))}` : '';
  const card = invoice.payment_card
    ? `Paid with ${describeCard(invoice.payment_card)}${paidOn}. `
    : '';
  const attached = `${card}Your invoice ${invoice.invoice_number} is attached as a PDF.`;
  return shipmentEmail({
    to,
    subject: `Your ${PRODUCT_NAME} receipt for ${invoice.invoice_number}`,
    greeting,
    paragraphs: [received, attached],
    link,
    about: 'this invoice',
    invoice,
    pdf,
  });
};
