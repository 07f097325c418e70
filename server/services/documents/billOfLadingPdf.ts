import { PRODUCT_NAME } from '@domain/constants';
import type { BillOfLadingSheet, BolHandlingRow, BolParty } from '@domain/billOfLadingSheet';
import type { SheetRow } from '@domain/invoiceDocumentSheet';
import { code128 } from './barcode';
import {
  ACCENT,
  CONTENT_WIDTH,
  type Doc,
  FONT,
  HALF,
  heading,
  INK,
  MUTED,
  PAGE,
  renderPdf,
  RULE,
  rows,
} from './letterLayout';

/*
 * The bill of lading as one printable page in the VICS straight bill of lading's order: the
 * number and its barcode, ship from and to, who is billed, the carrier, the freight, the terms
 * and the two signatures. Boxes as on the paper form, every word from the domain's sheet.
 */

const PAD = 5;
const BOX_GAP = 6;
const TEXT = 8.5;
const SMALL = 7;
/** The special instructions' sizes, largest first, and the height they keep within. */
const INSTRUCTION_SIZES = [TEXT, 8, 7.5, 7, 6.5];
const SMALLEST = 6;
const INSTRUCTIONS_HEIGHT = 110;
/** The top and bottom margins: narrower than a letter's, to keep the form on one page. */
const EDGE = 30;
const CERTIFICATION_HEIGHT = 66;
const LABEL_WIDTH = 90;
const RIGHT = PAGE.margin + HALF + 20;
/** Where a blank is left to fill by hand, its line is drawn this long. */
const BLANK_LINE = 110;

type Column = (x: number, y: number, width: number) => number;

const frame = (doc: Doc, x: number, y: number, width: number, height: number) =>
  doc.rect(x, y, width, height).lineWidth(0.75).strokeColor(INK).stroke();

/** Two boxes side by side, as tall as the taller; where they end. */
const pair = (doc: Doc, top: number, left: Column, right: Column) => {
  const width = HALF + 10;
  const bottom = Math.max(
    left(PAGE.margin + PAD, top + PAD, width - 2 * PAD),
    right(RIGHT + PAD, top + PAD, CONTENT_WIDTH - width - 10 - 2 * PAD),
  );
  const height = bottom - top + PAD;
  frame(doc, PAGE.margin, top, width, height);
  frame(doc, RIGHT, top, CONTENT_WIDTH - width - 10, height);
  return top + height + BOX_GAP;
};

/** One box across the page; where it ends. */
const whole = (doc: Doc, top: number, inside: Column) => {
  const bottom = inside(PAGE.margin + PAD, top + PAD, CONTENT_WIDTH - 2 * PAD);
  frame(doc, PAGE.margin, top, CONTENT_WIDTH, bottom - top + PAD);
  return bottom + PAD + BOX_GAP;
};

/** Label and value rows, a blank value drawn as a line to write on. */
const fields =
  (doc: Doc, title: string, items: SheetRow[]): Column =>
  (x, y, width) => {
    if (title) heading(doc, title, x, y, width);
    let top = title ? doc.y + 3 : y;
    for (const item of items) {
      const next = rows(doc, [item], x, top, {
        width,
        labelWidth: LABEL_WIDTH,
        size: TEXT,
        gap: 1,
      });
      if (!item.value) {
        const lineY = next - 4;
        doc
          .moveTo(x + LABEL_WIDTH, lineY)
          .lineTo(x + LABEL_WIDTH + Math.min(BLANK_LINE, width - LABEL_WIDTH), lineY)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
      }
      top = next;
    }
    return top;
  };

const party =
  (doc: Doc, { heading: title, lines: texts, rows: items }: BolParty): Column =>
  (x, y, width) => {
    heading(doc, title, x, y, width);
    doc
      .font(FONT.bold)
      .fontSize(TEXT)
      .fillColor(INK)
      .text(texts[0] ?? '', x, doc.y + 3, { width });
    doc.font(FONT.regular);
    for (const text of texts.slice(1)) doc.text(text, x, doc.y, { width });
    return fields(doc, '', items)(x, doc.y + 2, width);
  };

const paragraph = (doc: Doc, text: string, x: number, y: number, width: number, bold = false) => {
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(SMALL)
    .fillColor(INK)
    .text(text, x, y, { width });
  return doc.y;
};

const COLUMN_SHARES = [0.13, 0.15, 0.14, 0.08, 0.5];

/** The handling units table: a header row and the load's row, ruled as the form rules them. */
const handling =
  (doc: Doc, columns: BolHandlingRow, load: BolHandlingRow): Column =>
  (x, y, width) => {
    heading(doc, 'Carrier information', x, y, width);
    const edges = COLUMN_SHARES.reduce<number[]>(
      (lefts, share, index) => [...lefts, (lefts[index] ?? x) + share * width],
      [x],
    );
    const rowOf = (cells: BolHandlingRow, top: number, font: string) => {
      let bottom = top;
      cells.forEach((cell, index) => {
        const left = edges[index] ?? x;
        const cellWidth = (edges[index + 1] ?? x + width) - left - 4;
        doc
          .font(font)
          .fontSize(TEXT)
          .fillColor(INK)
          .text(cell, left + 2, top + 3, {
            width: cellWidth,
          });
        bottom = Math.max(bottom, doc.y + 3);
      });
      return Math.max(bottom, top + 22);
    };
    const headerTop = doc.y + 4;
    const headerBottom = rowOf(columns, headerTop, FONT.bold);
    const loadBottom = rowOf(load, headerBottom, FONT.regular);
    doc.lineWidth(0.5).strokeColor(INK);
    doc.rect(x, headerTop, width, loadBottom - headerTop).stroke();
    doc
      .moveTo(x, headerBottom)
      .lineTo(x + width, headerBottom)
      .stroke();
    for (const edge of edges.slice(1, -1))
      doc.moveTo(edge, headerTop).lineTo(edge, loadBottom).stroke();
    return loadBottom;
  };

const signature =
  (doc: Doc, sign: BillOfLadingSheet['signatures'][number]): Column =>
  (x, y, width) => {
    heading(doc, sign.heading, x, y, width);
    const textBottom = paragraph(doc, sign.certification, x, doc.y + 3, width);
    // Both signature lines level, below the longer of the two certifications.
    const lineY = Math.max(textBottom, y + CERTIFICATION_HEIGHT) + 22;
    const dateX = x + width * 0.65;
    doc.lineWidth(0.5).strokeColor(INK);
    doc
      .moveTo(x, lineY)
      .lineTo(dateX - 10, lineY)
      .stroke();
    doc
      .moveTo(dateX, lineY)
      .lineTo(x + width, lineY)
      .stroke();
    doc.font(FONT.regular).fontSize(SMALL).fillColor(MUTED);
    doc.text('Signature', x, lineY + 2, { width: dateX - x - 10 });
    doc.text(sign.dateLabel, dateX, lineY + 2, { width: x + width - dateX });
    return doc.y;
  };

/** Labels over values, side by side across the width. */
const across =
  (doc: Doc, title: string, items: SheetRow[]): Column =>
  (x, y, width) => {
    heading(doc, title, x, y, width);
    const top = doc.y + 3;
    let bottom = top;
    const columnWidth = width / items.length;
    items.forEach(({ label, value }, index) => {
      const left = x + index * columnWidth;
      doc
        .font(FONT.regular)
        .fontSize(SMALL)
        .fillColor(MUTED)
        .text(label, left, top, {
          width: columnWidth - 8,
        });
      doc
        .fontSize(TEXT)
        .fillColor(INK)
        .text(value || ' ', left, doc.y + 1, {
          width: columnWidth - 8,
        });
      bottom = Math.max(bottom, doc.y);
    });
    return bottom;
  };

/**
 * The special instructions, in the largest size that keeps them within their share of the page:
 * the stops' notes may run long, and the bill of lading stays one page.
 */
const instructions =
  (doc: Doc, texts: string[]): Column =>
  (x, y, width) => {
    heading(doc, 'Special instructions', x, y, width);
    const top = doc.y + 2;
    const text = texts.join('\n');
    const size =
      INSTRUCTION_SIZES.find(
        (candidate) =>
          doc.font(FONT.regular).fontSize(candidate).heightOfString(text, { width }) <=
          INSTRUCTIONS_HEIGHT,
      ) ?? SMALLEST;
    doc.font(FONT.regular).fontSize(size).fillColor(INK).text(text, x, top, {
      width,
      height: INSTRUCTIONS_HEIGHT,
      ellipsis: true,
    });
    return doc.y;
  };

const draw = (doc: Doc, sheet: BillOfLadingSheet) => {
  const left = PAGE.margin;
  doc.font(FONT.bold).fontSize(18).fillColor(ACCENT).text(sheet.title, left, EDGE, {
    width: HALF,
  });
  doc.font(FONT.regular).fontSize(TEXT).fillColor(MUTED).text(sheet.subtitle, left, doc.y, {
    width: HALF,
  });
  const titleBottom = doc.y;
  const barcodeWidth = CONTENT_WIDTH - HALF - 20;
  doc.fontSize(TEXT).text(`${sheet.numberLabel} `, RIGHT, EDGE, {
    width: barcodeWidth,
    continued: true,
  });
  doc.font(FONT.bold).fillColor(INK).text(sheet.bolNumber, { characterSpacing: 0.5 });
  code128(doc, sheet.bolNumber, { x: RIGHT, y: doc.y + 2, width: barcodeWidth, height: 30 });

  let top = Math.max(titleBottom, doc.y + 32) + 6;
  top = whole(doc, top, across(doc, 'Dates and references', sheet.details));
  top = pair(doc, top, party(doc, sheet.shipFrom), fields(doc, 'Carrier', sheet.carrier));
  top = pair(doc, top, party(doc, sheet.shipTo), party(doc, sheet.billTo));
  top = whole(doc, top, instructions(doc, sheet.specialInstructions));
  top = whole(doc, top, handling(doc, sheet.handlingColumns, sheet.handling));
  top = whole(doc, top, (x, y, width) => {
    const received = paragraph(doc, sheet.received, x, y, width);
    return paragraph(doc, sheet.liabilityNote, x, received + 3, width, true);
  });
  const [shipper, carrier] = sheet.signatures;
  if (shipper && carrier) pair(doc, top, signature(doc, shipper), signature(doc, carrier));
};

/** The bill of lading drawn as a one-page PDF. */
export const renderBillOfLadingPdf = (sheet: BillOfLadingSheet): Promise<Buffer> =>
  renderPdf(
    { Title: `Bill of lading ${sheet.bolNumber}`, Author: PRODUCT_NAME },
    (doc) => draw(doc, sheet),
    { top: EDGE, bottom: EDGE },
  );
