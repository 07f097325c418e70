import bwipjs from 'bwip-js/node';
import type { Doc } from './letterLayout';

/**
 * Draws `text` as a Code 128 barcode of bars filled in the PDF itself, so that it prints as
 * sharply as the text beside it; bwip-js encodes it (code sets, check character) and gives the
 * widths of its bars and spaces.
 */
export const code128 = (
  doc: Doc,
  text: string,
  { x, y, width, height }: { x: number; y: number; width: number; height: number },
) => {
  const [symbol] = bwipjs.raw('code128', text);
  if (!symbol || !('sbs' in symbol)) throw new Error('Code 128 gave no bars.');
  const modules = symbol.sbs.reduce((sum, widthInModules) => sum + widthInModules, 0);
  const module = width / modules;
  let left = x;
  symbol.sbs.forEach((widthInModules, index) => {
    // Bars and spaces alternate, a bar first.
    if (index % 2 === 0) doc.rect(left, y, widthInModules * module, height);
    left += widthInModules * module;
  });
  doc.fillColor('#000000').fill();
};
