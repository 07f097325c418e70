import { CO2E_SHORT_NOTE } from './emissions';
import { EQUIPMENT_LABELS } from './constants';
import { invoiceDate } from './invoiceFilters';
import type { InvoiceIssuer } from './invoiceDocumentIssuer';
import { INVOICE_ISSUER } from './invoiceDocumentIssuer';
import { moneyToCents } from './money';
import type {
  InvoiceDocument,
  InvoiceStatus,
  InvoiceStop,
  IsoDate,
  PaymentCard,
  Shipment,
} from './types';

/*
 * What an invoice says, in the words and figures a person reads: the server's PDF and the app's
 * invoice page both show these sections, so the two never say different things.
 */

export type SheetRow = { label: string; value: string };

export type InvoiceSheet = {
  title: string;
  issuer: string[];
  remitTo: string[];
  billTo: string[];
  details: SheetRow[];
  shipment: SheetRow[];
  lineItems: SheetRow[];
  total: SheetRow;
  /** The card and the day it paid, once paid. */
  payment: SheetRow[];
  note: string;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-06-20" as "Jun 20, 2026": a calendar day, the same wherever it is read. */
export const formatDay = (day: IsoDate): string => {
  const [year, month, date] = day.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(date)}, ${year}`;
};

export const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "2300.00" as "$2,300.00". */
export const formatUsd = (money: string): string => {
  const cents = moneyToCents(money);
  const whole = withThousands(String(Math.floor(Math.abs(cents) / 100)));
  return `${cents < 0 ? '-' : ''}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  overdue: 'Overdue',
  void: 'Void',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

/** Stripe's names of card brands, as the brands write themselves. */
const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa" for Stripe's "visa"; a brand it does not know, as given. */
export const cardBrandLabel = (brand: string): string => CARD_BRANDS[brand.toLowerCase()] ?? brand;

/** "Visa ending in 4242". */
export const describeCard = ({ brand, last4 }: PaymentCard): string =>
  `${cardBrandLabel(brand)} ending in ${last4}`;

export const NOT_GIVEN = 'Not given';

const place = (stop: InvoiceStop) => `${stop.city.name}, ${stop.city.region_code}`;

/** The day, then the facility and its address as far as they are known. */
const stopLine = (stop: InvoiceStop) =>
  [formatDay(stop.date), stop.facility_name, stop.facility_address, stop.zip_code]
    .filter((part): part is string => Boolean(part))
    .join(', ');

/** "12 pallets", or Not given. */
export const packagesText = ({
  packaging,
  packaging_type,
}: Pick<Shipment, 'packaging' | 'packaging_type'>) =>
  packaging === null ? NOT_GIVEN : `${packaging} ${packaging_type ?? 'pieces'}`;

/** The weight is kept in thousands of pounds, as the finalizing form asks for it. */
export const weightText = ({ weight: thousands }: Pick<Shipment, 'weight'>) =>
  thousands === null ? NOT_GIVEN : `${withThousands(String(thousands * 1000))} lbs`;

const note = (invoice: InvoiceDocument) => {
  const due = formatDay(invoice.due_date);
  if (invoice.status === 'paid') return 'Paid in full. Thank you for shipping with us.';
  if (invoice.status === 'void')
    return 'The shipment was cancelled before payment: nothing is due.';
  if (invoice.status === 'refunded' || invoice.status === 'partially_refunded')
    return `The shipment was cancelled: ${formatUsd(invoice.refunded_amount ?? '0.00')} of the payment is refunded to the card that paid, and nothing is due.`;
  if (invoice.status === 'overdue')
    return `This invoice was due on ${due} and is overdue. Please pay it now, quoting ${invoice.invoice_number}.`;
  return `Payment is due by ${due}: pay by card in the app, or send it to the remittance address quoting ${invoice.invoice_number}.`;
};

/** The invoice's sections, from its document and the company that issues it. */
export const invoiceSheet = (
  invoice: InvoiceDocument,
  issuer: InvoiceIssuer = INVOICE_ISSUER,
): InvoiceSheet => {
  const { shipment, bill_to: billTo } = invoice;
  const paidOn = invoice.paid_at === null ? null : formatDay(invoiceDate(invoice.paid_at));
  return {
    title: `Invoice ${invoice.invoice_number}`,
    issuer: [issuer.name, ...issuer.address, issuer.email, issuer.phone],
    remitTo: [...issuer.remitTo],
    billTo: [billTo.company_name, billTo.contact_name, billTo.email],
    details: [
      { label: 'Invoice number', value: invoice.invoice_number },
      { label: 'Invoice date', value: formatDay(invoiceDate(invoice.created_at)) },
      { label: 'Due date', value: formatDay(invoice.due_date) },
      { label: 'Status', value: INVOICE_STATUS_LABELS[invoice.status] },
    ],
    shipment: [
      { label: 'Shipment', value: `#${shipment.id}` },
      { label: 'Reference', value: shipment.reference_number ?? NOT_GIVEN },
      { label: 'Lane', value: `${place(shipment.pickup)} to ${place(shipment.dropoff)}` },
      { label: 'Pickup', value: stopLine(shipment.pickup) },
      { label: 'Delivery', value: stopLine(shipment.dropoff) },
      { label: 'Equipment', value: EQUIPMENT_LABELS[shipment.equipment] },
      { label: 'Commodity', value: shipment.commodity ?? NOT_GIVEN },
      { label: 'Packages', value: packagesText(shipment) },
      { label: 'Weight', value: weightText(shipment) },
      {
        label: 'Emissions',
        value: `${withThousands(String(invoice.co2e_kg))} kg CO2e, ${CO2E_SHORT_NOTE}`,
      },
    ],
    lineItems: invoice.line_items.map(({ description, amount }) => ({
      label: description,
      value: formatUsd(amount),
    })),
    total: { label: 'Total', value: formatUsd(invoice.total_amount) },
    payment: [
      ...(paidOn ? [{ label: 'Paid on', value: paidOn }] : []),
      ...(invoice.payment_card
        ? [{ label: 'Card', value: describeCard(invoice.payment_card) }]
        : []),
    ],
    note: note(invoice),
  };
};
