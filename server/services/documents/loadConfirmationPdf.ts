import type { LoadConfirmationSheet } from '@domain/loadConfirmationSheet';
import { CONTENT_WIDTH, type Doc, FONT, heading, INK, PAGE, renderPdf } from './letterLayout';
import { amounts, letterhead, roomFor, type Section, sideBySide } from './letterSections';

/*
 * The load confirmation as a PDF in the letter layout the invoice has: what was booked and its
 * load, the two stops side by side, the references and the carrier, the price paid and the
 * cancellation terms.
 */

const SECTION_GAP = 10;
const LABEL_WIDTH = 92;
/** Room kept for a pair of sections before it starts: a long pair goes to the next page whole. */
const PAIR_ROOM = 150;

const draw = (doc: Doc, sheet: LoadConfirmationSheet) => {
  const pairs: [Section, Section][] = [
    [
      { heading: 'Lane', rows: sheet.lane },
      { heading: 'Load', rows: sheet.load },
    ],
    [
      sheet.stops[0] ?? { heading: 'Pickup', rows: [] },
      sheet.stops[1] ?? { heading: 'Dropoff', rows: [] },
    ],
    [
      { heading: 'References', rows: sheet.references },
      { heading: 'Carrier', rows: sheet.carrier },
    ],
  ];
  let top = letterhead(doc, sheet) + 12;
  for (const pair of pairs)
    top = sideBySide(doc, roomFor(doc, top, PAIR_ROOM), pair, LABEL_WIDTH) + SECTION_GAP;

  top = roomFor(doc, top, 20 * (sheet.lineItems.length + 2));
  heading(doc, 'Price paid', PAGE.margin, top);
  top = amounts(doc, sheet.lineItems, sheet.total, doc.y + 4) + SECTION_GAP;

  doc.font(FONT.regular).fontSize(10);
  const terms = sheet.cancellation.join('\n');
  const termsHeight = doc.heightOfString(terms, { width: CONTENT_WIDTH, paragraphGap: 4 });
  heading(doc, 'Cancellation terms', PAGE.margin, roomFor(doc, top, termsHeight + 20));
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(INK)
    .text(terms, PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH, paragraphGap: 4 });
};

/** The load confirmation drawn as a PDF: one page, a longer one runs on. */
export const renderLoadConfirmationPdf = (sheet: LoadConfirmationSheet): Promise<Buffer> =>
  renderPdf(
    {
      Title: `${sheet.title} ${sheet.details[0]?.value ?? ''}`.trim(),
      Author: sheet.issuer[0] ?? '',
    },
    (doc) => draw(doc, sheet),
  );
