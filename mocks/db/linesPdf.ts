import { PAGE, pdfFile, pdfString } from './pdfFile';

/*
 * The mocks' proof of delivery and shipping papers: their facts as lines of text on one page in
 * the standard Helvetica font, a real PDF any reader opens. The server draws them with pdfkit,
 * which the mocks cannot run in the browser (see invoicePdf.ts); they keep no image bytes anyway.
 */

/** Enough for the longest of the papers' lists to stay on the page. */
const LINE_HEIGHT = 14;

/** The lines as a one-page PDF, the first as its title. */
export const renderLinesPdf = (lines: string[]): Uint8Array => {
  const content = lines
    .map((text, index) => {
      const size = index === 0 ? 20 : 11;
      // The title's larger size takes a line's room more under it.
      const y = PAGE.height - PAGE.margin - 20 - (index + Math.sign(index)) * LINE_HEIGHT;
      return `BT /F1 ${size} Tf ${PAGE.margin} ${y} Td ${pdfString(text)} Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  return pdfFile(objects);
};
