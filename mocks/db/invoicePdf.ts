import type { InvoiceSheet, SheetRow } from '@domain/invoiceDocumentSheet';
import { PAGE, pdfFile, pdfString } from './pdfFile';

/*
 * The mocks' invoice PDF: the domain's invoice sheet as lines of text in the standard Helvetica
 * fonts, written out by hand. The server draws the same sheet with pdfkit; the mocks run in the
 * browser too, where pdfkit's Node build cannot, and its browser build would be a large ES module
 * the app's tests would have to compile: these few lines make a real PDF that any reader opens.
 */

type Line = { text: string; bold?: boolean; size?: number; gap?: number };

const LINES_PER_PAGE = 52;
/** About what fits across the page at 10 points. */
const WRAP_AT = 95;

const wrap = (text: string): string[] => {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + word.length + 1 > WRAP_AT) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...lines, current];
};

const row = ({ label, value }: SheetRow): Line[] =>
  wrap(`${label}  ${value}`).map((text) => ({ text }));

const section = (title: string, lines: Line[]): Line[] =>
  lines.length ? [{ text: title.toUpperCase(), bold: true, gap: 8 }, ...lines] : [];

const sheetLines = (sheet: InvoiceSheet): Line[] => [
  { text: sheet.issuer[0] ?? '', bold: true, size: 16 },
  ...sheet.issuer.slice(1).map((text) => ({ text })),
  { text: sheet.title, bold: true, size: 20, gap: 10 },
  ...sheet.details.flatMap(row),
  ...section(
    'Bill to',
    sheet.billTo.map((text) => ({ text })),
  ),
  ...section(
    'Remit payment to',
    sheet.remitTo.map((text) => ({ text })),
  ),
  ...section('Shipment', sheet.shipment.flatMap(row)),
  ...section('Charges', [...sheet.lineItems, sheet.total].flatMap(row)),
  ...section('Payment', sheet.payment.flatMap(row)),
  ...wrap(sheet.note).map((text, index) => ({ text, gap: index === 0 ? 8 : 0 })),
];

/** One page's content stream: each line set below the one before. */
const pageContent = (lines: Line[]): string => {
  let y = PAGE.height - PAGE.margin;
  return lines
    .map(({ text, bold, size = 10, gap = 0 }) => {
      y -= size + 4 + gap;
      return `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y} Td ${pdfString(text)} Tj ET`;
    })
    .join('\n');
};

/** The invoice sheet as a PDF file. */
export const renderInvoicePdf = (sheet: InvoiceSheet): Uint8Array => {
  const lines = sheetLines(sheet);
  const pages: Line[][] = [];
  for (let first = 0; first < lines.length; first += LINES_PER_PAGE)
    pages.push(lines.slice(first, first + LINES_PER_PAGE));
  // Objects 1 to 4: catalog, page tree and the two fonts; then a page and its content for each
  // page; last the document's information.
  const pageIds = pages.map((_, index) => 5 + 2 * index);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((page, index) => {
      const content = pageContent(page);
      const contentId = 6 + 2 * index;
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
        `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      ];
    }),
    `<< /Title ${pdfString(sheet.title)} /Author ${pdfString(sheet.issuer[0] ?? '')} >>`,
  ];
  // The document's information is the last object.
  return pdfFile(objects, objects.length);
};
