import type { InferType } from 'yup';
import { textCell } from './csvCells';
import { INVOICE_STATUS_LABELS } from './invoiceDocumentSheet';
import { invoiceDate } from './invoiceFilters';
import { invoiceListQuerySchema } from './listQueries';
import type { Invoice, IsoDate } from './types';

/*
 * The invoices export, a CSV file: its columns, how it is written and what it is asked with, for
 * the server, which streams it, and the mocks, which write it at once, to write the same bytes.
 */

/** The invoices the list shows, on every page: its query without the page or the month. */
export const invoiceExportQuerySchema = invoiceListQuerySchema.omit([
  'page',
  'page_size',
  'month_start',
]);
export type InvoiceExportParams = InferType<typeof invoiceExportQuerySchema>;

export type CsvPlace = { name: string; region_code: string };

/** What a row is written from: the invoice as the API answers it, and its shipment's lane. */
export type InvoiceCsvFacts = Pick<
  Invoice,
  'invoice_number' | 'shipment_id' | 'status' | 'created_at' | 'total_amount' | 'paid_at'
> & { reference_number: string | null; due_date: IsoDate; pickup: CsvPlace; dropoff: CsvPlace };

const place = ({ name, region_code }: CsvPlace) => textCell(`${name}, ${region_code}`);

/**
 * Each column: its header and its cell. Amounts are plain decimals and dates ISO 8601, which a
 * spreadsheet reads as numbers and dates; what a person typed, or a place's name, goes through
 * textCell, so that no cell runs as a formula.
 */
const COLUMNS: { header: string; cell: (invoice: InvoiceCsvFacts) => string }[] = [
  { header: 'Invoice number', cell: ({ invoice_number }) => invoice_number },
  { header: 'Shipment ID', cell: ({ shipment_id }) => String(shipment_id) },
  { header: 'Reference', cell: ({ reference_number }) => textCell(reference_number) },
  { header: 'Status', cell: ({ status }) => INVOICE_STATUS_LABELS[status] },
  { header: 'Date', cell: ({ created_at }) => invoiceDate(created_at) },
  { header: 'Due date', cell: ({ due_date }) => due_date },
  { header: 'Pickup', cell: ({ pickup }) => place(pickup) },
  { header: 'Dropoff', cell: ({ dropoff }) => place(dropoff) },
  { header: 'Amount', cell: ({ total_amount }) => total_amount },
  { header: 'Paid at', cell: ({ paid_at }) => paid_at ?? '' },
];

/** The first record of the file. */
export const INVOICE_CSV_HEADER: string[] = COLUMNS.map(({ header }) => header);

export const invoiceCsvRecord = (invoice: InvoiceCsvFacts): string[] =>
  COLUMNS.map(({ cell }) => cell(invoice));
