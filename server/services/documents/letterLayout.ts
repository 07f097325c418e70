import { readFileSync } from 'node:fs';
import { create as openFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { SheetRow } from '@domain/invoiceDocumentSheet';
import { woffToSfnt } from './woffToSfnt';

/*
 * The layout every PDF of Loadline shares: US Letter, IBM Plex Sans embedded (a standard PDF font
 * is left to the reader's substitute, and cannot write every accented city name), one heading
 * style and one body style in the same inks.
 */

export const PAGE = { width: 612, height: 792, margin: 50 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** A column of two side by side. */
export const HALF = CONTENT_WIDTH / 2 - 10;
export const INK = '#1f2933';
export const MUTED = '#52606d';
export const ACCENT = '#1554c0';
export const RULE = '#cbd2d9';

export type Doc = PDFKit.PDFDocument;

/**
 * The fonts' names in a document. Each is read and parsed once per process and subset into each
 * PDF: parsing a font's tables again for every document took most of a PDF's time.
 */
export const FONT = { regular: 'Body', bold: 'Body-Bold' } as const;
const parsedFont = (weight: number) =>
  openFont(
    woffToSfnt(
      readFileSync(
        require.resolve(
          `@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-${weight}-normal.woff`,
        ),
      ),
    ),
  );
/*
 * pdfkit takes a parsed fontkit font wherever it takes a font file (it checks for `layout`); its
 * type declarations list the files alone.
 */
const FONTS = {
  [FONT.regular]: parsedFont(400),
  [FONT.bold]: parsedFont(600),
} as unknown as Record<string, PDFKit.Mixins.PDFFontSource>;

export const heading = (doc: Doc, text: string, x: number, y: number, width = CONTENT_WIDTH) =>
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(ACCENT)
    .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.5 });

/** Lines of body text from (x, y), each wrapping within the width; where the last one ended. */
export const lines = (doc: Doc, texts: string[], x: number, y: number, width: number) => {
  doc.font(FONT.regular).fontSize(10).fillColor(INK);
  texts.forEach((text, index) =>
    doc.text(text, index === 0 ? x : undefined, index === 0 ? y : undefined, { width }),
  );
  return doc.y;
};

/** Label and value side by side, the value wrapping within its column; where the last ended. */
export const rows = (
  doc: Doc,
  items: SheetRow[],
  x: number,
  y: number,
  { width = CONTENT_WIDTH, labelWidth = 110, size = 10, gap = 3 } = {},
) => {
  let top = y;
  for (const { label, value } of items) {
    doc.font(FONT.regular).fontSize(size).fillColor(MUTED).text(label, x, top, {
      width: labelWidth,
    });
    const labelBottom = doc.y;
    doc.fillColor(INK).text(value, x + labelWidth, top, { width: width - labelWidth });
    top = Math.max(labelBottom, doc.y) + gap;
  }
  return top;
};

/** A hairline across the content, or from x1 to x2. */
export const rule = (doc: Doc, y: number, x1 = PAGE.margin, x2 = PAGE.width - PAGE.margin) =>
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor(RULE).stroke();

/** A PDF drawn by `draw` on US Letter with the fonts registered, as one buffer. */
export const renderPdf = (
  info: { Title: string; Author: string },
  draw: (doc: Doc) => void,
  { top = PAGE.margin, bottom = PAGE.margin } = {},
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top, bottom, left: PAGE.margin, right: PAGE.margin },
      info,
      // No standard font: loading Helvetica's metrics for a document that never uses it is waste.
      font: '',
    });
    for (const [name, font] of Object.entries(FONTS)) doc.registerFont(name, font);
    doc.font(FONT.regular);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
