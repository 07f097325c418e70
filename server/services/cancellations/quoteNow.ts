import { eq } from 'drizzle-orm';
import type { CancellationQuote } from '@domain/cancellationQuote';
import { cancellationQuote } from '@domain/cancellationQuote';
import type { Db } from '../../db/database';
import { invoices } from '../../db/schema';
import { paymentCard } from '../invoices/paymentCard';
import type { ShipmentRecord } from '../shipments/shipmentRecords';
import { shipmentStatus } from '../shipments/shipmentStatus';

/**
 * What cancelling the shipment would cost now, by the domain's rules. The amount charged is the
 * paid invoice's, fixed when the payment was recorded, for a shipment paid through a card or
 * settled without one. The card is read only for a quote that names it.
 */
export const quoteNow = async (
  db: Db,
  record: ShipmentRecord,
  now: Date,
  { withCard }: { withCard: boolean },
): Promise<CancellationQuote> => {
  const { shipment, pickup } = record;
  const paid = shipment.paidAt !== null;
  const [invoice] = paid
    ? await db
        .select({ paidAmountCents: invoices.paidAmountCents })
        .from(invoices)
        .where(eq(invoices.shipmentId, shipment.id))
    : [];
  return cancellationQuote(
    {
      status: shipmentStatus(record),
      equipment: shipment.equipment,
      pickup,
      paidAmountCents: invoice?.paidAmountCents ?? null,
      paymentCard: paid && withCard ? await paymentCard(db, shipment.id) : null,
    },
    now,
  );
};
