import { skipToken } from '@reduxjs/toolkit/query';
import { DownloadOutlined } from '@ant-design/icons';
import { Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import type { Shipment } from '@domain/types';
import { useGetInvoiceQuery, useGetInvoicesQuery } from '../../api/invoicesApi';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';
import { DownloadButton, downloadedSoFar } from '../../components/DownloadButton';
import { formatDate, formatUsd } from '../../lib/format';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session';

const lane = (shipment: Shipment) =>
  `${shipment.pickup.city.name}, ${shipment.pickup.city.region_code} → ${shipment.dropoff.city.name}, ${shipment.dropoff.city.region_code}`;

/**
 * What was booked and paid, the invoice to keep and where its receipt went: the invoice is made
 * out to the person who booked, whose address the server names; the payer's own until it answers.
 */
const Summary = ({ shipment }: { shipment: Shipment }) => {
  const user = useAppSelector(selectUser);
  const { data: invoices, isLoading } = useGetInvoicesQuery({
    shipment_id: shipment.id,
    page_size: 1,
  });
  const listed = invoices?.results[0];
  const { data: invoice } = useGetInvoiceQuery(listed?.id ?? skipToken);
  const receiptTo = invoice?.bill_to.email ?? user?.email;
  return (
    <Flex vertical gap={16} align="center">
      <Descriptions
        bordered
        column={1}
        size="small"
        style={{ maxWidth: 520, width: '100%', textAlign: 'start' }}
        items={[
          { key: 'lane', label: 'Lane', children: lane(shipment) },
          { key: 'pickup', label: 'Pickup date', children: formatDate(shipment.pickup.date) },
          {
            key: 'dropoff',
            label: 'Estimated delivery',
            children: formatDate(shipment.dropoff.date),
          },
          {
            key: 'amount',
            label: 'Amount paid',
            children: formatUsd(listed?.total_amount ?? shipment.total_price),
          },
        ]}
      />
      {receiptTo && (
        <Typography.Text type="secondary">
          The receipt was sent to <Typography.Text strong>{receiptTo}</Typography.Text>.
        </Typography.Text>
      )}
      <Flex gap={8} wrap justify="center">
        <ButtonLink to={paths.shipment(shipment.id)} type="primary">
          View shipment
        </ButtonLink>
        {listed ? (
          <DownloadButton
            icon={<DownloadOutlined aria-hidden="true" />}
            path={`/invoices/${listed.id}/pdf/`}
            fileName={`${listed.invoice_number}.pdf`}
            progressText={downloadedSoFar}
          >
            Download invoice
          </DownloadButton>
        ) : (
          isLoading && <Skeleton.Button active aria-label="Loading the invoice" />
        )}
        <ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>
      </Flex>
    </Flex>
  );
};

type Props = { shipmentId: number; shipment: Shipment | undefined };

export const PaymentSuccess = ({ shipmentId, shipment }: Props) => (
  <Result
    status="success"
    title="Payment Successful!"
    subTitle={
      <>
        Your shipment has been booked successfully.
        <br />
        Shipment ID: #{shipmentId}
      </>
    }
    extra={
      shipment ? (
        <Summary shipment={shipment} />
      ) : (
        <ButtonLink to={paths.dashboard} type="primary">
          Back to Dashboard
        </ButtonLink>
      )
    }
  />
);
