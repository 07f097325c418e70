import { parentPort } from 'node:worker_threads';
import { PDF_RENDERERS } from './pdfRenderers';
import type { PdfAnswer, PdfKind, PdfRequest } from './pdfRenderers';

/*
 * The thread that draws the PDFs: a document takes tens of milliseconds of processor time, which
 * the server's own thread spends answering requests instead.
 */

/** Buffers cross threads as plain Uint8Arrays; the renderers (pdfkit's images) want Buffers. */
const revived = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.length);
  if (Array.isArray(value)) return value.map(revived);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revived(inner)]));
  return value;
};

/** A renderer's failure, thrown at once or later, is the answer: it never ends the thread. */
const render = async (kind: PdfKind, input: unknown): Promise<Buffer> =>
  // The kind names its renderer, and the input was made for it by the same code on the other side.
  (PDF_RENDERERS[kind] as (input: unknown) => Promise<Buffer>)(revived(input));

parentPort?.on('message', ({ id, kind, input }: PdfRequest) => {
  render(kind, input).then(
    (pdf) => {
      const answer: PdfAnswer = { id, pdf };
      parentPort?.postMessage(answer);
    },
    (error: unknown) => {
      const answer: PdfAnswer = {
        id,
        error: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(answer);
    },
  );
});
