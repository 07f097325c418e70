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
  /** What questions about the e-mail are about ("this invoice"). */
  about: string;
};

/**
 * An e-mail about a shipment, in plain text and HTML alike: a button to the shipment's page and
 * the issuer's address for questions.
 */
export const shipmentMail = ({
  to,
  subject,
  greeting,
  paragraphs,
  link,
  about,
}: ShipmentMail): Mail => {
  const footer = `Questions about ${about}? Write to ${INVOICE_ISSUER.email}. ${INVOICE_ISSUER.name}, ${INVOICE_ISSUER.address.join(', ')}.`;
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
