/*
 * A PDF written out by hand, as the mocks' documents are: their objects numbered in order, the
 * cross-reference table and the trailer. The standard fonts need no file, and any reader opens it.
 */

/** US Letter, in points, with the margin every document of Loadline keeps. */
export const PAGE = { width: 612, height: 792, margin: 50 };

/** The characters of WinAnsiEncoding above Latin-1's, which a PDF's standard fonts can show. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string of the text, one byte per character; what the fonts cannot show becomes "?". */
export const pdfString = (text: string): string => {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const byte = WIN_ANSI[char] ?? (code >= 0x20 && code <= 0xff ? code : 0x3f);
    const escaped = String.fromCharCode(byte);
    out += escaped === '(' || escaped === ')' || escaped === '\\' ? `\\${escaped}` : escaped;
  }
  return `${out})`;
};

/** The objects (the catalog first, then the pages) as a PDF file; `info` names the information's. */
export const pdfFile = (objects: string[], info?: number): Uint8Array => {
  let file = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = file.length;
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info ? ` /Info ${info} 0 R` : ''} >>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  // Every character stands for one byte: the offsets above count bytes.
  return Uint8Array.from(file, (char) => char.charCodeAt(0));
};
