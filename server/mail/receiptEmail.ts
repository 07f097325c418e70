import { PRODUCT_NAME } from '@domain/constants';
import { invoicePdfFileName } from '@domain/invoiceDocument';
import { INVOICE_ISSUER } from '@domain/invoiceDocumentIssuer';
import { describeCard, formatDay, formatUsd } from '@domain/invoiceDocumentSheet';
import { invoiceDate } from '@domain/invoiceFilters';
import type { InvoiceDocument } from '@domain/types';
import { htmlEmail } from './htmlEmail';
import { laneText } from './laneText';
import type { Mail } from './mailer';

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
  const footer = `Questions about this invoice? Write to ${INVOICE_ISSUER.email}. ${INVOICE_ISSUER.name}, ${INVOICE_ISSUER.address.join(', ')}.`;
  return {
    to,
    subject: `Your ${PRODUCT_NAME} receipt for ${invoice.invoice_number}`,
    text: `${greeting}\n\n${received}\n\n${attached}\n\nSee the shipment: ${link}\n\n${footer}\n\nThe ${PRODUCT_NAME} team\n`,
    html: htmlEmail({
      greeting,
      paragraphs: [received, attached],
      button: { label: 'View shipment', href: link },
      footer,
    }),
    link,
    attachments: [
      { filename: invoicePdfFileName(invoice), content: pdf, contentType: 'application/pdf' },
    ],
  };
};
