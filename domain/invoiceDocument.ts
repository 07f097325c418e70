import { loadEmissions } from './emissions';
import { centsToMoney } from './money';
import { parseShipmentId } from './shipmentId';
import { driverAssistFeeCents, invoiceAmountCents } from './shipmentMoney';
import type {
  BillTo,
  InvoiceDocument,
  InvoiceLineItem,
  InvoiceShipment,
  IsoDate,
  PaymentCard,
} from './types';
import type { InvoiceFacts } from './wireShapes';
import { toInvoice } from './wireShapes';

/** An invoice id from a path, or null for one that can name no invoice (a 404, as unknown). */
export const parseInvoiceId = (id: string): number | null => parseShipmentId(id);

export const LINE_ITEM_DESCRIPTIONS = {
  linehaul: 'Linehaul, fuel included',
  driverAssist: 'Driver assist',
} as const;

/**
 * What the invoice charges for. The linehaul is what remains of the amount once the driver-assist
 * fee is taken out, so the lines always add up to the invoice's amount, also to an amount charged
 * that differs from the shipment's total as it stands now.
 */
export const invoiceLineItems = (
  facts: Pick<InvoiceFacts, 'paidAmountCents' | 'price'>,
): InvoiceLineItem[] => {
  const amount = invoiceAmountCents(facts.paidAmountCents, facts.price);
  const fee = driverAssistFeeCents(facts.price);
  const linehaul = {
    description: LINE_ITEM_DESCRIPTIONS.linehaul,
    amount: centsToMoney(amount - fee),
  };
  return fee
    ? [linehaul, { description: LINE_ITEM_DESCRIPTIONS.driverAssist, amount: centsToMoney(fee) }]
    : [linehaul];
};

/** What an invoice's document follows from, however it is stored. */
export type InvoiceDocumentFacts = InvoiceFacts & {
  shipment: InvoiceShipment;
  billTo: BillTo;
  paymentCard: PaymentCard | null;
};

/**
 * The invoice with its lines, its shipment, whom it is billed to, the card that paid it and the
 * load's emissions.
 */
export const toInvoiceDocument = (
  facts: InvoiceDocumentFacts,
  today: IsoDate,
): InvoiceDocument => ({
  ...toInvoice(facts, today),
  due_date: facts.pickupDate,
  line_items: invoiceLineItems(facts),
  shipment: facts.shipment,
  bill_to: facts.billTo,
  payment_card: facts.paidAt === null ? null : facts.paymentCard,
  ...loadEmissions(facts.shipment),
});

/** The download's file name: the invoice number, which says what it is. */
export const invoicePdfFileName = (invoice: Pick<InvoiceDocument, 'invoice_number'>): string =>
  `${invoice.invoice_number}.pdf`;
