import { PRODUCT_NAME } from './constants';

/**
 * Who issues the invoices and where payment by mail or transfer is sent: printed on every invoice
 * and named in the receipts.
 */
export const INVOICE_ISSUER = {
  name: `${PRODUCT_NAME} Freight, Inc.`,
  address: ['233 S Wacker Dr, Suite 4400', 'Chicago, IL 60606', 'United States'],
  email: 'billing@loadline.test',
  /** Where questions about a load on the road go: the operations desk, not billing. */
  operationsEmail: 'support@loadline.test',
  phone: '+1 312 555 0140',
  remitTo: [
    `${PRODUCT_NAME} Freight, Inc.`,
    'Attn: Accounts Receivable',
    'PO Box 88421',
    'Chicago, IL 60680-8421',
  ],
} as const;

export type InvoiceIssuer = typeof INVOICE_ISSUER;
