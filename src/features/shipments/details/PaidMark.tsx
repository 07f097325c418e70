import { Alert } from 'antd';
import type { Shipment } from '@domain/types';
import { useGetInvoicesQuery } from '../../../api/invoicesApi';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatDate, formatUsd } from '../../../lib/format';
import { useMay } from '../../../state/useMay';

/**
 * A paid shipment waiting for its pickup says so first, with its invoice one click away for the
 * roles that see billing; the others read only that it is paid.
 */
export const PaidMark = ({ shipment }: { shipment: Shipment }) => {
  const mayDo = useMay();
  const readsBilling = mayDo('readBilling');
  const { data } = useGetInvoicesQuery(
    { shipment_id: shipment.id, page_size: 1 },
    { skip: !readsBilling },
  );
  const invoice = data?.results[0];
  const paidOn = invoice?.paid_at ? ` on ${formatDate(invoice.paid_at)}` : '';
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      title="Paid"
      description={
        invoice
          ? `Invoice ${invoice.invoice_number}: ${formatUsd(invoice.total_amount)} paid${paidOn}. The pickup is on ${formatDate(shipment.pickup.date)}.`
          : `${formatUsd(shipment.total_price)} paid. The pickup is on ${formatDate(shipment.pickup.date)}.`
      }
      action={
        invoice && (
          <ButtonLink size="small" to={paths.invoice(invoice.id)}>
            View invoice
          </ButtonLink>
        )
      }
    />
  );
};
