import { freeCancellationDeadline } from './cancellationDeadline';
import { LATE_CANCELLATION_FEE_CENTS } from './cancellationTerms';
import { centsToMoney } from './money';
import { CANCELLATION_MESSAGES } from './serverMessages';
import { timeZoneOfRegion } from './timeZones';
import type {
  City,
  Equipment,
  IsoDate,
  IsoDateTime,
  Money,
  PaymentCard,
  ShipmentStatus,
} from './types';

/** What the cancellation rules read of a shipment. */
export type CancellationSubject = {
  status: ShipmentStatus;
  equipment: Equipment;
  pickup: { date: IsoDate; city: Pick<City, 'country_code' | 'region_code'> };
  /** What the card was charged for the shipment; null while nothing was. */
  paidAmountCents: number | null;
  /** The card that paid, as the provider described it; null if unknown or nothing was paid. */
  paymentCard: PaymentCard | null;
};

/** What cancelling the shipment now would cost, as the API answers it. */
export type CancellationQuote = {
  allowed: boolean;
  reason_if_not: string | null;
  /** Until when cancelling a paid shipment is free; null for one that is not paid or not allowed. */
  free_until: IsoDateTime | null;
  /** The pickup city's IANA time zone, on whose clock free_until is told. */
  time_zone: string;
  /** What is kept of the charge. */
  fee: Money;
  /** What goes back to the card. */
  refund: Money;
  /** The card it goes back to, when anything does and the card is known. */
  refund_card: PaymentCard | null;
};

const REFUSALS: Record<Exclude<ShipmentStatus, 'unfinished' | 'upcoming'>, string> = {
  inprogress: CANCELLATION_MESSAGES.inProgress,
  past: CANCELLATION_MESSAGES.delivered,
  cancelled: CANCELLATION_MESSAGES.alreadyCancelled,
};

const LATE_FEES: Record<Equipment, number> = LATE_CANCELLATION_FEE_CENTS;

const NOTHING = centsToMoney(0);

/**
 * Whether the shipment may be cancelled now, and at what cost. Unpaid, it goes at no cost, as
 * nothing was charged. Paid, the whole charge is refunded until free cancellation ends, then the
 * trailer's late fee is kept, never more than was charged. Once the truck is rolling, or the
 * shipment cancelled, it may not be.
 */
export const cancellationQuote = (shipment: CancellationSubject, now: Date): CancellationQuote => {
  const { city, date } = shipment.pickup;
  const time_zone = timeZoneOfRegion(city.country_code, city.region_code);
  switch (shipment.status) {
    case 'unfinished':
      return {
        allowed: true,
        reason_if_not: null,
        free_until: null,
        time_zone,
        fee: NOTHING,
        refund: NOTHING,
        refund_card: null,
      };
    case 'upcoming': {
      const free_until = freeCancellationDeadline(date, time_zone);
      const chargedCents = shipment.paidAmountCents ?? 0;
      const keptCents =
        now.getTime() < Date.parse(free_until)
          ? 0
          : Math.min(LATE_FEES[shipment.equipment], chargedCents);
      return {
        allowed: true,
        reason_if_not: null,
        free_until,
        time_zone,
        fee: centsToMoney(keptCents),
        refund: centsToMoney(chargedCents - keptCents),
        refund_card: chargedCents > keptCents ? shipment.paymentCard : null,
      };
    }
    default:
      return {
        allowed: false,
        reason_if_not: REFUSALS[shipment.status],
        free_until: null,
        time_zone,
        fee: NOTHING,
        refund: NOTHING,
        refund_card: null,
      };
  }
};
