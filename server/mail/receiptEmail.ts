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
  /** The load confirmation as a PDF, sent beside the invoice; null for a shipment cancelled since. */
  loadConfirmation: { fileName: string; pdf: Buffer } | null;
};

/**
 * The receipt of a payment, with its invoice and load confirmation attached and a link to the
 * shipment's page.
 */
export const receiptEmail = ({
  to,
  firstName,
  appUrl,
  invoice,
  pdf,
  loadConfirmation,
}: ReceiptEmail): Mail => {
  const { shipment } = invoice;
  const link = `${appUrl}/shipments/${shipment.id}`;
  const lane = laneText(shipment);
  const greeting = `Hi ${firstName},`;
  const received = `We received your payment of ${formatUsd(invoice.total_amount)} for shipment #${shipment.id}, ${lane}, pickup on ${formatDay(shipment.pickup.date)}.`;
  const paidOn = invoice.paid_at ? ` on ${formatDay(invoiceDate(invoice.paid_at))}` : '';
  const card = invoice.payment_card
    ? `Paid with ${describeCard(invoice.payment_card)}${paidOn}. `
    : '';
  const attached = loadConfirmation
    ? `${card}Your invoice ${invoice.invoice_number} and the load confirmation are attached as PDFs.`
    : `${card}Your invoice ${invoice.invoice_number} is attached as a PDF.`;
  const mail = shipmentEmail({
    to,
    subject: `Your ${PRODUCT_NAME} receipt for ${invoice.invoice_number}`,
    greeting,
    paragraphs: [received, attached],
    link,
    about: 'this invoice',
    questionsTo: 'billing',
    invoice,
    pdf,
  });
  return loadConfirmation
    ? {
        ...mail,
        attachments: [
          ...(mail.attachments ?? []),
          {
            filename: loadConfirmation.fileName,
            content: loadConfirmation.pdf,
            contentType: 'application/pdf',
          },
        ],
      }
    : mail;
};
