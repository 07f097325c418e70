import { http, HttpResponse } from 'msw';
import { billOfLadingSheet } from '@domain/billOfLadingSheet';
import { attachmentDisposition } from '@domain/downloads';
import { loadConfirmationSheet } from '@domain/loadConfirmationSheet';
import {
  paperFileName,
  paperRefusal,
  type PaperRefusal,
  type ShippingPaper,
} from '@domain/shippingPapers';
import { findInvoiceFor } from '../db/invoices';
import { renderLinesPdf } from '../db/linesPdf';
import { billOfLadingLines, loadConfirmationLines } from '../db/paperLines';
import { shipmentDetail } from '../db/shipmentDetail';
import { ownShipment } from '../http/ownShipment';
import { requireVerified } from '../http/session';

const PATHS: Record<ShippingPaper, string> = {
  bill_of_lading: '*/api/shipper/shipments/:id/bill-of-lading/',
  load_confirmation: '*/api/shipper/shipments/:id/load-confirmation/',
};

/** A paid shipment's papers as PDFs, or a 409 with what is missing, as the server answers. */
export const shippingPaperHandlers = Object.entries(PATHS).map(([paper, path]) =>
  http.get(path, ({ request, params }) => {
    const record = ownShipment(requireVerified(request, 'readShipments'), params.id);
    const shipment = shipmentDetail(record);
    const kind = paper as ShippingPaper;
    const refusal = paperRefusal(kind, shipment);
    if (refusal) return HttpResponse.json<PaperRefusal>(refusal, { status: 409 });
    const paidAt = findInvoiceFor(record.id)?.paidAt;
    if (!paidAt) throw new Error(`Shipment ${record.id} is ${shipment.status} but unpaid.`);
    const lines =
      kind === 'bill_of_lading'
        ? billOfLadingLines(billOfLadingSheet(shipment))
        : loadConfirmationLines(loadConfirmationSheet(shipment, paidAt, new Date()));
    return new HttpResponse(renderLinesPdf(lines), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachmentDisposition(paperFileName(kind, record.id)),
      },
    });
  }),
);
