import { PRODUCT_NAME } from '@domain/constants';
import { invoicePdfFileName } from '@domain/invoiceDocument';
import { INVOICE_ISSUER } from '@domain/invoiceDocumentIssuer';
import type { InvoiceDocument } from '@domain/types';
import { htmlEmail } from './htmlEmail';
import type { Mail } from './mailer';

type ShipmentMail = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The shipment's page in the app. */
  link: string;
  /** What questions about the email are about ("this invoice"), and who answers them. */
  about: string;
  /** Billing for a payment, a refund or an invoice; the operations desk for the load itself. */
  questionsTo: 'billing' | 'operations';
};

const QUESTIONS_TO = {
  billing: INVOICE_ISSUER.email,
  operations: INVOICE_ISSUER.operationsEmail,
} as const;

/**
 * An email about a shipment, in plain text and HTML alike: a button to the shipment's page and
 * the address that answers its questions.
 */
export const shipmentMail = ({
  to,
  subject,
  greeting,
  paragraphs,
  link,
  about,
  questionsTo,
}: ShipmentMail): Mail => {
  const footer = `Questions about ${about}? Write to ${QUESTIONS_TO[questionsTo]}. ${INVOICE_ISSUER.name}, ${INVOICE_ISSUER.address.join(', ')}.`;
  return {
    to,
    subject,
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\nSee the shipment: ${link}\n\n${footer}\n\nThe ${PRODUCT_NAME} team\n`,
    html: htmlEmail({
      greeting,
      paragraphs,
      button: { label: 'View shipment', href: link },
      footer,
    }),
    link,
  };
};

type ShipmentEmail = ShipmentMail & {
  invoice: InvoiceDocument;
  /** The invoice as a PDF, sent with the e-mail. */
  pdf: Buffer;
};

/** An e-mail about a shipment and its invoice: the shipment's e-mail, the invoice attached. */
export const shipmentEmail = ({ invoice, pdf, ...mail }: ShipmentEmail): Mail => ({
  ...shipmentMail(mail),
  attachments: [
    { filename: invoicePdfFileName(invoice), content: pdf, contentType: 'application/pdf' },
  ],
});
