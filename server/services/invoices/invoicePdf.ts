import PDFDocument from 'pdfkit';
import {
  ACCENT,
  CONTENT_WIDTH,
  type Doc,
  HALF,
  heading,
  INK,
  lines,
  MUTED,
  PAGE,
} from '../documents/letterLayout';
import type { InvoiceSheet, SheetRow } from '@domain/invoiceDocumentSheet';

/*
 * The invoice as a PDF: US Letter, the standard Helvetica fonts (no font files to embed), and
 * every word from the domain's invoice sheet, which the app's invoice page shows too.
 */

const LABEL_WIDTH = 110;

/** Label and value side by side, the value wrapping within its column. */
const rows = (doc: Doc, items: SheetRow[], x: number, y: number, width: number) => {
  let top = y;
  for (const { label, value } of items) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, x, top, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc.fillColor(INK).text(value, x + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    top = Math.max(labelBottom, doc.y) + 3;
  }
  return top;
};

const rule = (doc: Doc, y: number) =>
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor('#cbd2d9')
    .stroke();

/** Descriptions on the left, amounts on the right, the total in bold under a rule. */
const amounts = (doc: Doc, sheet: InvoiceSheet, y: number) => {
  let top = y;
  const amountWidth = 120;
  const amountX = PAGE.width - PAGE.margin - amountWidth;
  const line = ({ label, value }: SheetRow, font: string) => {
    doc
      .font(font)
      .fontSize(10)
      .fillColor(INK)
      .text(label, PAGE.margin, top, {
        width: CONTENT_WIDTH - amountWidth,
      });
    const bottom = doc.y;
    doc.text(value, amountX, top, { width: amountWidth, align: 'right' });
    top = Math.max(bottom, doc.y) + 4;
  };
  for (const item of sheet.lineItems) line(item, 'Helvetica');
  rule(doc, top);
  top += 6;
  line(sheet.total, 'Helvetica-Bold');
  return top;
};

const draw = (doc: Doc, sheet: InvoiceSheet) => {
  const left = PAGE.margin;
  const right = PAGE.margin + CONTENT_WIDTH / 2 + 10;
  const [issuerName = '', ...issuerLines] = sheet.issuer;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(issuerName, left, PAGE.margin, { width: HALF });
  const issuerBottom = lines(doc, issuerLines, left, doc.y + 2, HALF);
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(ACCENT)
    .text(sheet.title, right, PAGE.margin, { width: HALF, align: 'right' });
  const detailsBottom = rows(doc, sheet.details, right, doc.y + 8, HALF);

  let top = Math.max(issuerBottom, detailsBottom) + 18;
  heading(doc, 'Bill to', left, top, HALF);
  const billBottom = lines(doc, sheet.billTo, left, doc.y + 2, HALF);
  heading(doc, 'Remit payment to', right, top, HALF);
  const remitBottom = lines(doc, sheet.remitTo, right, doc.y + 2, HALF);

  top = Math.max(billBottom, remitBottom) + 18;
  heading(doc, 'Shipment', left, top);
  top = rows(doc, sheet.shipment, left, doc.y + 4, CONTENT_WIDTH) + 14;

  heading(doc, 'Charges', left, top);
  top = amounts(doc, sheet, doc.y + 4) + 14;

  if (sheet.payment.length) {
    heading(doc, 'Payment', left, top);
    top = rows(doc, sheet.payment, left, doc.y + 4, CONTENT_WIDTH) + 14;
  }
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(sheet.note, left, top, { width: CONTENT_WIDTH });
};

/** The invoice sheet drawn as a one-page PDF (a longer one runs on). */
export const renderInvoicePdf = (sheet: InvoiceSheet): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: PAGE.margin,
      info: { Title: sheet.title, Author: sheet.issuer[0] ?? '' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc, sheet);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
