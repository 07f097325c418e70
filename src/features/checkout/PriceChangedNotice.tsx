import { Alert, Button } from 'antd';
import type { PriceCheck } from '@domain/types';
import { useAcceptNewPriceMutation } from '../../api/paymentsApi';
import { normalizeError } from '../../api/errors';
import { formatDateTime, formatUsd } from '../../lib/format';

type Props = { shipmentId: number; change: PriceCheck };

/** A price hold that ended on a new price: both totals, and the new one to accept before paying. */
export const PriceChangedNotice = ({ shipmentId, change }: Props) => {
  const [accept, accepting] = useAcceptNewPriceMutation();
  return (
    <Alert
      type="warning"
      showIcon
      title="The price hold ended, and the price changed"
      description={
        <>
          <p style={{ margin: 0 }}>
            This shipment&apos;s price was held until {formatDateTime(change.price_held_until)}.
            Priced again today, it comes to {formatUsd(change.new_total)} (was{' '}
            {formatUsd(change.old_total)}). Accept the new price to pay.
          </p>
          {accepting.error && (
            <p role="alert" style={{ margin: '8px 0 0' }}>
              {normalizeError(accepting.error).message}
            </p>
          )}
        </>
      }
      action={
        <Button
          type="primary"
          loading={accepting.isLoading}
          onClick={() => void accept(shipmentId)}
        >
          Accept {formatUsd(change.new_total)}
        </Button>
      }
    />
  );
};
