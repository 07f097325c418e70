import type { CancellationQuote } from '@domain/cancellationQuote';
import { cancellationQuote } from '@domain/cancellationQuote';
import { paymentCard } from './invoiceDocument';
import { findInvoiceFor } from './invoices';
import { findCity } from './places';
import type { ShipmentRecord } from './records';
import { shipmentStatus } from './shipments';

/**
 * What cancelling the shipment now would cost; the amount charged is its paid invoice's. The card
 * is read only for a quote that names it.
 */
export const quoteCancellation = (
  shipment: ShipmentRecord,
  { withCard }: { withCard: boolean },
): CancellationQuote => {
  const city = findCity(shipment.pickup.cityId);
  if (!city) throw new Error(`Shipment ${shipment.id} picks up in an unknown city.`);
  return cancellationQuote(
    {
      status: shipmentStatus(shipment),
      equipment: shipment.equipment,
      pickup: { date: shipment.pickup.date, city },
      paidAmountCents: shipment.paid
        ? (findInvoiceFor(shipment.id)?.paidAmountCents ?? null)
        : null,
      paymentCard: shipment.paid && withCard ? paymentCard(shipment) : null,
    },
    new Date(),
  );
};
