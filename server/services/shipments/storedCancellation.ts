import type { StoredCancellation } from '@domain/wireShapes';
import type { ShipmentRow } from './findOwnShipment';

type CancellationColumns = Pick<
  ShipmentRow,
  | 'cancelledAt'
  | 'cancellationReason'
  | 'cancellationReasonText'
  | 'cancellationFeeCents'
  | 'refundCents'
>;

/** The row's cancellation, null if it was not cancelled: its columns are written all at once. */
export const storedCancellation = (row: CancellationColumns): StoredCancellation | null =>
  row.cancelledAt === null
    ? null
    : {
        cancelledAt: row.cancelledAt.toISOString(),
        reason: row.cancellationReason ?? 'other',
        reasonText: row.cancellationReasonText,
        feeCents: row.cancellationFeeCents ?? 0,
        refundCents: row.refundCents ?? 0,
      };
