import type { CancellationQuote } from '@domain/cancellationQuote';
import type { Db } from '../../db/database';
import { quoteNow } from '../cancellations/quoteNow';
import { findOwnShipmentRecord } from './shipmentRecords';

/**
 * What cancelling one of the caller's shipments now would cost, and to which card it would go
 * back; another shipper's is as missing as one that never existed.
 */
export const quoteCancellation = async (
  db: Db,
  companyId: number,
  shipmentId: number | string,
  now: Date,
): Promise<CancellationQuote> =>
  quoteNow(db, await findOwnShipmentRecord(db, companyId, shipmentId), now, { withCard: true });
