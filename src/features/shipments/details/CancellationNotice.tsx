import { Alert } from 'antd';
import { CANCELLATION_REASON_LABELS } from '@domain/cancellationTerms';
import { moneyToCents } from '@domain/money';
import type { Shipment } from '@domain/types';
import { formatDateTime, formatUsd } from '../../../lib/format';

const paidSomething = ({ cancellation_fee, refunded_amount }: Shipment) =>
  moneyToCents(cancellation_fee ?? '0.00') + moneyToCents(refunded_amount ?? '0.00') > 0;

/** When and why the shipment was cancelled and, when it was paid, what was kept and refunded. */
export const CancellationNotice = ({ shipment }: { shipment: Shipment }) => {
  const { cancelled_at, cancellation_reason, cancellation_reason_text } = shipment;
  if (!cancelled_at) return null;
  const why = [
    cancellation_reason && CANCELLATION_REASON_LABELS[cancellation_reason],
    cancellation_reason_text,
  ]
    .filter(Boolean)
    .join(': ');
  return (
    <Alert
      type="info"
      showIcon
      title={`Cancelled on ${formatDateTime(cancelled_at)}${why ? ` — ${why}` : ''}`}
      description={
        paidSomething(shipment)
          ? `Cancellation fee ${formatUsd(shipment.cancellation_fee ?? 0)} · Refunded ${formatUsd(shipment.refunded_amount ?? 0)}`
          : undefined
      }
    />
  );
};
