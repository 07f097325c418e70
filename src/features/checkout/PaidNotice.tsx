import { Result } from 'antd';
import { useGetInvoicesQuery } from '../../api/invoicesApi';
import { formatDate, formatUsd } from '../../lib/format';
import type { Shipment } from '@domain/types';
import { ShipmentLinks } from './ShipmentLinks';

/** A paid shipment's checkout shows the payment instead of a card form: nothing is paid twice. */
export const PaidNotice = ({ shipment }: { shipment: Shipment }) => {
  const { data } = useGetInvoicesQuery({ shipment_id: shipment.id, page_size: 1 });
  const invoice = data?.results[0];
  return (
    <Result
      status="success"
      title="This shipment is paid"
      subTitle={
        invoice
          ? `Invoice ${invoice.invoice_number}: ${formatUsd(invoice.total_amount)} paid${invoice.paid_at ? ` on ${formatDate(invoice.paid_at)}` : ''}.`
          : `${formatUsd(shipment.total_price)} paid.`
      }
      extra={<ShipmentLinks shipmentId={shipment.id} />}
    />
  );
};
