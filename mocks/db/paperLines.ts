import type { BillOfLadingSheet } from '@domain/billOfLadingSheet';
import type { SheetRow } from '@domain/invoiceDocumentSheet';
import type { LoadConfirmationSheet } from '@domain/loadConfirmationSheet';

/*
 * The shipping papers' sheets as the lines of the mocks' one-page PDFs: every word the server's
 * papers print but the legal paragraphs, one label and value a line.
 */

const rowLines = (rows: SheetRow[]) => rows.map(({ label, value }) => `${label}: ${value}`);

export const billOfLadingLines = (sheet: BillOfLadingSheet): string[] => [
  sheet.title,
  `${sheet.numberLabel}: ${sheet.bolNumber}`,
  ...rowLines(sheet.details),
  ...[sheet.shipFrom, sheet.shipTo, sheet.billTo].flatMap((party) => [
    `${party.heading}: ${party.lines.filter(Boolean).join(', ')}`,
    ...rowLines(party.rows),
  ]),
  ...rowLines(sheet.carrier),
  ...sheet.specialInstructions,
  sheet.handlingColumns.join(' | '),
  sheet.handling.join(' | '),
  sheet.liabilityNote,
];

export const loadConfirmationLines = (sheet: LoadConfirmationSheet): string[] => [
  sheet.title,
  ...rowLines(sheet.details),
  ...rowLines(sheet.lane),
  ...sheet.stops.flatMap((stop) => rowLines(stop.rows).map((line) => `${stop.heading} ${line}`)),
  ...rowLines(sheet.load),
  ...rowLines(sheet.references),
  ...rowLines(sheet.carrier),
  ...rowLines([...sheet.lineItems, sheet.total]),
  ...sheet.cancellation,
];
