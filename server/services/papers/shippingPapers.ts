import { billOfLadingSheet } from '@domain/billOfLadingSheet';
import { loadConfirmationSheet } from '@domain/loadConfirmationSheet';
import { paperFileName, paperRefusal, type ShippingPaper } from '@domain/shippingPapers';
import type { Db } from '../../db/database';
import { renderPdfOffThread } from '../documents/pdfThread';
import { PaperNotReady } from '../domainErrors';
import { shipmentDetailOf } from '../shipments/readShipment';
import {
  findOwnShipmentRecord,
  readShipmentRecord,
  type ShipmentRecord,
} from '../shipments/shipmentRecords';

export type PaperFile = { fileName: string; pdf: Buffer };

/** The paper of the shipment as it stands at `now`; PaperNotReady while it cannot be made. */
const makePaper = async (
  db: Db,
  record: ShipmentRecord,
  paper: ShippingPaper,
  now: Date,
): Promise<PaperFile> => {
  const shipment = await shipmentDetailOf(db, record, now);
  const refusal = paperRefusal(paper, shipment);
  if (refusal) throw new PaperNotReady(refusal);
  const { paidAt } = record.shipment;
  if (!paidAt) throw new Error(`Shipment ${shipment.id} is ${shipment.status} but unpaid.`);
  const pdf =
    paper === 'bill_of_lading'
      ? await renderPdfOffThread('billOfLading', billOfLadingSheet(shipment))
      : await renderPdfOffThread(
          'loadConfirmation',
          loadConfirmationSheet(shipment, paidAt.toISOString(), now),
        );
  return { fileName: paperFileName(paper, shipment.id), pdf };
};

/** One of the company's shipments' papers; another company's shipment is NotFound. */
export const ownShippingPaper = async (
  db: Db,
  companyId: number,
  shipmentId: string,
  paper: ShippingPaper,
  now: Date,
): Promise<PaperFile> =>
  makePaper(db, await findOwnShipmentRecord(db, companyId, shipmentId), paper, now);

/** The load confirmation of a shipment just paid, for its receipt; null if it cannot be made. */
export const receiptLoadConfirmation = async (
  db: Db,
  shipmentId: number,
  now: Date,
): Promise<PaperFile | null> => {
  try {
    return await makePaper(db, await readShipmentRecord(db, shipmentId), 'load_confirmation', now);
  } catch (error) {
    // Cancelled between its payment and its receipt: the receipt goes without it.
    if (error instanceof PaperNotReady) return null;
    throw error;
  }
};
