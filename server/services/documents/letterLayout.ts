/*
 * The layout every PDF of Loadline shares: US Letter, the standard Helvetica fonts (no font files
 * to embed), one heading style and one body style in the same inks.
 */

export const PAGE = { width: 612, height: 792, margin: 50 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** A column of two side by side. */
export const HALF = CONTENT_WIDTH / 2 - 10;
export const INK = '#1f2933';
export const MUTED = '#52606d';
export const ACCENT = '#1554c0';

export type Doc = PDFKit.PDFDocument;

export const heading = (doc: Doc, text: string, x: number, y: number, width = CONTENT_WIDTH) =>
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.5 });

/** Lines of body text from (x, y), each wrapping within the width; where the last one ended. */
export const lines = (doc: Doc, texts: string[], x: number, y: number, width: number) => {
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  texts.forEach((text, index) =>
    doc.text(text, index === 0 ? x : undefined, index === 0 ? y : undefined, { width }),
  );
  return doc.y;
};
