/**
 * Text that a spreadsheet would read as a formula when the file is opened: "=", "+", "-", "@",
 * a tab or a carriage return at its start.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell of an export as it is written: one that a spreadsheet would run as a formula gets
 * a leading apostrophe, which shows it as the text it is. Only text a person typed goes through
 * here: the amounts and dates the exports write are never read as formulas.
 */
export const textCell = (text: string | null): string =>
  text !== null && FORMULA_START.test(text) ? `'${text}` : (text ?? '');
