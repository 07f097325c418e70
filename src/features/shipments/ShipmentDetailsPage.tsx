import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Breadcrumb, Button, Col, Flex, Result, Row, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { normalizeShipmentStatus } from '@domain/shipmentStatus';
import { useGetShipmentQuery } from '../../api/api';
import { httpStatus } from '../../api/errors';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { ShipmentStatusTag } from '../../components/ShipmentStatusTag';
import { LazyCancelShipmentDialog } from '../../components/cancellation/LazyCancelShipmentDialog';
import { LazyFreeCancellation } from '../../components/cancellation/LazyFreeCancellation';
import { BookAgainButton } from './details/BookAgainButton';
import { BookedBy } from './details/BookedBy';
import { CancellationNotice } from './details/CancellationNotice';
import { LazyShipmentHistory } from './details/LazyShipmentHistory';
import { NextStepLink } from './details/NextStepLink';
import { PaidMark } from './details/PaidMark';
import { PriceSummary } from './details/PriceSummary';
import { ShipmentFacts } from './details/ShipmentFacts';
import { StopDetails } from './details/StopDetails';
import { ShareTracking } from './details/ShareTracking';
import { ShippingPapers } from './details/ShippingPapers';
import { ShipmentTracking } from './details/tracking/ShipmentTracking';
import { LoadFailed } from '../../components/LoadFailed';
import { useMay } from '../../state/useMay';
import { usePageTitle } from '../../lightEntry/usePageTitle';

/** The shipment number in the path, or null for one that cannot be a shipment's. */
const parseId = (id: string | undefined): number | null =>
  id && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;

const NotFound = () => (
  <Result
    status="404"
    title="Shipment not found"
    subTitle="There is no shipment with this number in your account."
    extra={
      <ButtonLink type="primary" to={paths.dashboard}>
        Back to dashboard
      </ButtonLink>
    }
  />
);

/**
 * Whether the page follows the load: from payment on, when a carrier may be assigned,
 * and for a cancelled one only if it was moving.
 */
const showsMovement = (shipment: ShipmentDetail): boolean => {
  const status = normalizeShipmentStatus(shipment.status);
  if (status === 'unfinished') return false;
  if (status === 'cancelled') return shipment.carrier !== null || shipment.milestones.length > 0;
  return true;
};

/**
 * A shipment's details, read-only, led by what matters now: a paid one's payment, a moving one's
 * tracking, a delivered one's proof of delivery. The link to its next booking step and, until it
 * is under way, its cancellation, each for a role that may take it; a cancelled one says when and
 * why. Who booked it, its shipping papers, how its load moves once paid, and its history below.
 */
const ShipmentDetailsPage = () => {
  const id = parseId(useParams().id);
  usePageTitle(id === null ? 'Shipment not found' : `Shipment #${id}`);
  // currentData: when the id in the path changes, the last shipment must not show under the new one.
  const {
    currentData: shipment,
    error,
    isFetching,
    refetch,
  } = useGetShipmentQuery(id ?? skipToken);
  const [cancelling, setCancelling] = useState(false);
  const mayDo = useMay();

  if (id === null || httpStatus(error) === 404) return <NotFound />;
  if (error)
    return (
      <LoadFailed
        title="We could not load this shipment"
        error={error}
        retrying={isFetching}
        onRetry={refetch}
      />
    );
  if (!shipment) return <FullPageSpinner label="Loading shipment" />;

  const name = `Shipment #${shipment.id}`;
  const status = normalizeShipmentStatus(shipment.status);
  // Under way or delivered, where the load is (or what the receiver signed) matters most: it
  // comes first, before what was booked.
  const leadsWithMovement = status === 'inprogress' || status === 'past';
  const movement = showsMovement(shipment) && (
    <Flex vertical gap={16}>
      <ShipmentTracking
        shipmentId={shipment.id}
        inTransit={status === 'inprogress'}
        cancelled={status === 'cancelled'}
      />
      <ShareTracking shipment={shipment} />
    </Flex>
  );
  const cancellable =
    (shipment.status === 'unfinished' || shipment.status === 'upcoming') &&
    mayDo('cancelShipments');
  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[{ title: <Link to={paths.dashboard}>Dashboard</Link> }, { title: name }]}
      />
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex vertical gap={4}>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {name}
            </Typography.Title>
            <ShipmentStatusTag status={shipment.status} />
          </Flex>
          <BookedBy person={shipment.booked_by} />
        </Flex>
        <Flex gap={8} wrap>
          {cancellable && (
            <Button danger onClick={() => setCancelling(true)}>
              Cancel Shipment
            </Button>
          )}
          <BookAgainButton shipmentId={shipment.id} />
          {mayDo('changeShipments') && <NextStepLink shipment={shipment} />}
        </Flex>
      </Flex>
      <LazyFreeCancellation shipment={shipment} />
      <CancellationNotice shipment={shipment} />
      {status === 'upcoming' && <PaidMark shipment={shipment} />}
      {leadsWithMovement && movement}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <ShipmentFacts shipment={shipment} />
        </Col>
        <Col xs={24} lg={8}>
          <PriceSummary shipment={shipment} />
        </Col>
        <Col xs={24} lg={12}>
          <StopDetails title="Pickup" stop={shipment.pickup} />
        </Col>
        <Col xs={24} lg={12}>
          <StopDetails title="Dropoff" stop={shipment.dropoff} />
        </Col>
        <Col span={24}>
          <ShippingPapers shipment={shipment} />
        </Col>
        {movement && !leadsWithMovement && <Col span={24}>{movement}</Col>}
      </Row>
      <LazyShipmentHistory shipmentId={shipment.id} />
      <LazyCancelShipmentDialog
        shipmentId={shipment.id}
        open={cancelling}
        onClose={() => setCancelling(false)}
      />
    </Flex>
  );
};

export default ShipmentDetailsPage;
