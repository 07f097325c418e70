import { Alert, Button, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { useGetShipmentQuery } from '../../api/api';
import { httpStatus, normalizeError } from '../../api/errors';
import { paths } from '../../app/paths';
import { CancelledNotice } from './CancelledNotice';
import { PaidNotice } from './PaidNotice';
import { PaymentPanel } from './PaymentPanel';
import { PaymentSuccess } from './PaymentSuccess';
import { PriceBreakdown } from './PriceBreakdown';
import { PriceChangedNotice } from './PriceChangedNotice';
import { usePriceHold } from './usePriceHold';
import { RouteSummary } from './RouteSummary';
import { usePayShipment } from './usePayShipment';
import { ButtonLink } from '../../components/ButtonLink';
import { useMay } from '../../state/useMay';
import { usePageTitle } from '../../lightEntry/usePageTitle';
import { BookingSteps } from '../../components/BookingSteps';

const CheckoutPage = () => {
  const { id = '' } = useParams();
  const shipmentId = /^\d+$/.test(id) ? Number(id) : null;
  usePageTitle(`Checkout · Shipment #${id}`);
  const {
    data: shipment,
    error,
    isLoading,
    refetch,
  } = useGetShipmentQuery(shipmentId ?? 0, { skip: shipmentId === null });
  const payment = usePayShipment(shipmentId ?? 0);
  const hold = usePriceHold(shipment);
  const mayDo = useMay();

  if (shipmentId === null || httpStatus(error) === 404)
    return <Navigate to={paths.dashboard} replace />;
  if (payment.succeeded) return <PaymentSuccess shipmentId={shipmentId} shipment={shipment} />;
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !shipment) {
    return (
      <Alert
        type="error"
        showIcon
        title={normalizeError(error).message}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  if (shipment.status === 'cancelled') return <CancelledNotice shipment={shipment} />;
  if (shipment.status !== 'unfinished') return <PaidNotice shipment={shipment} />;

  const finalized =
    shipment.pickup.location_number !== null && shipment.dropoff.location_number !== null;
  return (
    <>
      <BookingSteps current="Payment" />
      <Typography.Title level={2}>Checkout</Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={14}>
          <Flex vertical gap={24}>
            <RouteSummary shipment={shipment} />
            <PriceBreakdown shipment={shipment} held={hold.held} />
          </Flex>
        </Col>
        <Col xs={24} md={10}>
          {!finalized ? (
            <Alert
              type="warning"
              showIcon
              title="Finalize the shipment before paying."
              description="The pickup and dropoff numbers and notes are still missing."
              action={
                // Finance may pay, but finalizing is a change: a booker's or an admin's to make.
                mayDo('changeShipments') && (
                  <ButtonLink to={paths.finalizing(shipment.id)}>Finalize shipment</ButtonLink>
                )
              }
            />
          ) : hold.checking ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : hold.changed ? (
            <PriceChangedNotice shipmentId={shipment.id} change={hold.changed} />
          ) : (
            <PaymentPanel shipment={shipment} payment={payment} />
          )}
        </Col>
      </Row>
    </>
  );
};

export default CheckoutPage;
