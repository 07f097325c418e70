import type { SheetRow } from '@domain/invoiceDocumentSheet';
import {
  ACCENT,
  CONTENT_WIDTH,
  type Doc,
  FONT,
  HALF,
  heading,
  INK,
  lines,
  PAGE,
  rows,
  rule,
} from './letterLayout';

/** Where the right-hand column of two begins. */
export const RIGHT_COLUMN = PAGE.margin + CONTENT_WIDTH / 2 + 10;

/**
 * The head of a letter: the issuer's name and address on the left, the document's title and
 * its details on the right; where the lower of the two ends.
 */
export const letterhead = (
  doc: Doc,
  { issuer, title, details }: { issuer: string[]; title: string; details: SheetRow[] },
) => {
  const [issuerName = '', ...issuerLines] = issuer;
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(INK)
    .text(issuerName, PAGE.margin, PAGE.margin, { width: HALF });
  const issuerBottom = lines(doc, issuerLines, PAGE.margin, doc.y + 2, HALF);
  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(ACCENT)
    .text(title, RIGHT_COLUMN, PAGE.margin, { width: HALF, align: 'right' });
  const detailsBottom = rows(doc, details, RIGHT_COLUMN, doc.y + 8, { width: HALF });
  return Math.max(issuerBottom, detailsBottom);
};

/** Descriptions on the left, amounts on the right, the total in bold under a rule. */
export const amounts = (doc: Doc, items: SheetRow[], total: SheetRow, y: number) => {
  let top = y;
  const amountWidth = 120;
  const amountX = PAGE.width - PAGE.margin - amountWidth;
  const line = ({ label, value }: SheetRow, font: string) => {
    doc
      .font(font)
      .fontSize(10)
      .fillColor(INK)
      .text(label, PAGE.margin, top, { width: CONTENT_WIDTH - amountWidth });
    const bottom = doc.y;
    doc.text(value, amountX, top, { width: amountWidth, align: 'right' });
    top = Math.max(bottom, doc.y) + 4;
  };
  for (const item of items) line(item, FONT.regular);
  rule(doc, top);
  top += 6;
  line(total, FONT.bold);
  return top;
};

/** A titled list of label and value rows. */
export type Section = { heading: string; rows: SheetRow[] };

/**
 * Where a block `height` tall starts: at `top`, or at the head of a new page when it would run
 * past the bottom margin (the library would carry on the text alone, away from its labels).
 */
export const roomFor = (doc: Doc, top: number, height: number) => {
  if (top + height <= PAGE.height - PAGE.margin) return top;
  doc.addPage();
  return PAGE.margin;
};

/** Two sections side by side, each in its half; where the longer ends. */
export const sideBySide = (
  doc: Doc,
  top: number,
  sections: [Section, Section],
  labelWidth: number,
) => {
  const bottoms = sections.map((section, index) => {
    const x = index === 0 ? PAGE.margin : RIGHT_COLUMN;
    heading(doc, section.heading, x, top, HALF);
    return rows(doc, section.rows, x, doc.y + 4, { width: HALF, labelWidth });
  });
  return Math.max(...bottoms);
};
