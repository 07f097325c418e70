import type { CancellationQuote } from '@domain/cancellationQuote';
import { may } from '@domain/roles';
import type { Db } from '../../db/database';
import type { Actor } from '../accounts/account';
import { quoteNow } from '../cancellations/quoteNow';
import { findOwnShipmentRecord } from './shipmentRecords';

/**
 * What cancelling one of the caller's shipments now would cost, and to which card it would go
 * back, the card told only to a role that may see billing; another shipper's is as missing as
 * one that never existed.
 */
export const quoteCancellation = async (
  db: Db,
  reader: Pick<Actor, 'companyId' | 'role'>,
  shipmentId: number | string,
  now: Date,
): Promise<CancellationQuote> =>
  quoteNow(db, await findOwnShipmentRecord(db, reader.companyId, shipmentId), now, {
    withCard: may(reader.role, 'readBilling'),
  });
