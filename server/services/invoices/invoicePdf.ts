import {
  CONTENT_WIDTH,
  type Doc,
  FONT,
  HALF,
  heading,
  lines,
  MUTED,
  PAGE,
  renderPdf,
  rows,
} from '../documents/letterLayout';
import { amounts, letterhead, RIGHT_COLUMN } from '../documents/letterSections';
import type { InvoiceSheet } from '@domain/invoiceDocumentSheet';

/*
 * The invoice as a PDF, in the letter layout, every word from the domain's invoice sheet, which
 * the app's invoice page shows too.
 */

const draw = (doc: Doc, sheet: InvoiceSheet) => {
  const left = PAGE.margin;
  const right = RIGHT_COLUMN;
  let top = letterhead(doc, sheet) + 18;
  heading(doc, 'Bill to', left, top, HALF);
  const billBottom = lines(doc, sheet.billTo, left, doc.y + 2, HALF);
  heading(doc, 'Remit payment to', right, top, HALF);
  const remitBottom = lines(doc, sheet.remitTo, right, doc.y + 2, HALF);

  top = Math.max(billBottom, remitBottom) + 18;
  heading(doc, 'Shipment', left, top);
  top = rows(doc, sheet.shipment, left, doc.y + 4) + 14;

  heading(doc, 'Charges', left, top);
  top = amounts(doc, sheet.lineItems, sheet.total, doc.y + 4) + 14;

  if (sheet.payment.length) {
    heading(doc, 'Payment', left, top);
    top = rows(doc, sheet.payment, left, doc.y + 4) + 14;
  }
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(sheet.note, left, top, { width: CONTENT_WIDTH });
};

/** The invoice sheet drawn as a one-page PDF (a longer one runs on). */
export const renderInvoicePdf = (sheet: InvoiceSheet): Promise<Buffer> =>
  renderPdf({ Title: sheet.title, Author: sheet.issuer[0] ?? '' }, (doc) => draw(doc, sheet));
