import { useEffect } from 'react';
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { api } from '../../../../api/api';
import { useGetShipmentTrackingQuery } from '../../../../api/trackingApi';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useAppDispatch } from '../../../../state/hooks';
import { CarrierCard } from './CarrierCard';
import { MilestoneTimeline } from './MilestoneTimeline';
import { ProofOfDelivery } from './ProofOfDelivery';
import { isReported } from './reported';
import { TruckLocation } from './TruckLocation';

/** Drivers report from the road at any time: a load in transit is looked at again this often. */
const IN_TRANSIT_REFRESH_MS = 60_000;

type Props = {
  shipmentId: number;
  /** Between the arrival at the pickup and the delivery: the truck moves while it is looked at. */
  inTransit: boolean;
  cancelled: boolean;
};

/**
 * Following the load: who carries it, each milestone planned and reported, where the truck was
 * last seen and when it should arrive, and once delivered what the receiver signed. Kept fresh
 * while the load is in transit.
 */
export const ShipmentTracking = ({ shipmentId, inTransit, cancelled }: Props) => {
  const dispatch = useAppDispatch();
  // currentData: when the page moves to another shipment, the last one's truck must not show.
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useGetShipmentTrackingQuery(shipmentId, {
    pollingInterval: inTransit ? IN_TRANSIT_REFRESH_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const delivered = data ? isReported(data, 'delivered') : false;

  // A delivery this view heard of first changes the shipment's status too: the page reads it
  // again, and stops looking for news once it is past.
  useEffect(() => {
    if (delivered && inTransit)
      dispatch(api.util.invalidateTags([{ type: 'Shipment', id: shipmentId }]));
  }, [delivered, inTransit, shipmentId, dispatch]);

  if (!data && !error)
    return (
      <Card title="Tracking" role="region" aria-label="Tracking" aria-busy="true">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  if (!data)
    return (
      <Card title="Tracking" role="region" aria-label="Tracking">
        <RetryAlert
          title="We could not load the tracking of this shipment."
          error={error}
          retrying={isFetching}
          onRetry={refetch}
        />
      </Card>
    );

  const carrier = (
    <CarrierCard
      tracking={data}
      uncovered={
        cancelled ? 'No carrier: this shipment was cancelled.' : 'No carrier assigned yet.'
      }
    />
  );
  const milestones = <MilestoneTimeline milestones={data.milestones} />;
  return (
    <Flex vertical gap={16}>
      {/* Once delivered, what the receiver signed is what the shipper came for. */}
      {data.pod && (
        <ProofOfDelivery shipmentId={shipmentId} pod={data.pod} timeZone={data.dropoff.time_zone} />
      )}
      {error ? (
        <RetryAlert
          title="This may be out of date: we could not load the tracking again."
          error={error}
          retrying={isFetching}
          onRetry={refetch}
        />
      ) : null}
      {data.carrier || data.pod ? (
        <Row gutter={[16, 16]}>
          {/* First where the truck is and when it arrives (first on a phone, too); on a wide
              screen it stands to the right of who carries it. */}
          <Col xs={24} lg={{ span: 14, order: 2 }}>
            <TruckLocation shipmentId={shipmentId} tracking={data} />
          </Col>
          <Col xs={24} lg={{ span: 10, order: 1 }}>
            <Flex vertical gap={16}>
              {carrier}
              {milestones}
            </Flex>
          </Col>
        </Row>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            {carrier}
          </Col>
          <Col xs={24} lg={14}>
            {milestones}
          </Col>
        </Row>
      )}
    </Flex>
  );
};
