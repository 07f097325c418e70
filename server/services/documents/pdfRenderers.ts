import { renderInvoicePdf } from '../invoices/invoicePdf';
import { renderPodPdf } from '../pod/podPdf';
import { renderBillOfLadingPdf } from './billOfLadingPdf';
import { renderLoadConfirmationPdf } from './loadConfirmationPdf';

/** Every PDF Loadline draws, each from one plain record: what the PDF worker is asked for. */
export const PDF_RENDERERS = {
  invoice: renderInvoicePdf,
  billOfLading: renderBillOfLadingPdf,
  loadConfirmation: renderLoadConfirmationPdf,
  proofOfDelivery: renderPodPdf,
};

export type PdfKind = keyof typeof PDF_RENDERERS;
export type PdfInput<K extends PdfKind> = Parameters<(typeof PDF_RENDERERS)[K]>[0];

/** A request to the worker and its answer, matched by `id`. */
export type PdfRequest = { id: number; kind: PdfKind; input: unknown };
export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };
