import { useState } from 'react';
import { Alert, Col, Flex, Row, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';
import { detailsChangeable, driverAssistChangeable } from '@domain/changeRules';
import { normalizeShipmentStatus } from '@domain/shipmentStatus';
import type { Shipment } from '@domain/types';
import { DriverAssistPanel } from './DriverAssistPanel';
import { FacilityDialog } from './FacilityDialog';
import { FacilitySummary } from './FacilitySummary';
import type { StopName } from './facilityValues';
import { LaneSummary } from './LaneSummary';
import { LockedNotice } from './LockedNotice';
import { ShipmentGate } from './ShipmentGate';
import { useCarriedFacilities } from './useCarriedFacilities';
import { usePageTitle } from '../../lightEntry/usePageTitle';
import { BookingSteps } from '../../components/BookingSteps';

/**
 * Facility info for both ends and driver assist. Facilities may change until the truck rolls;
 * driver assist only until the shipment is paid, as its fee is part of the payment. A shipment
 * booked again starts with the facilities it carried over, each saved only by the shipper.
 */
const Appointment = ({ shipment }: { shipment: Shipment }) => {
  const [dialog, setDialog] = useState<{ stop: StopName; open: boolean }>({
    stop: 'pickup',
    open: false,
  });
  const status = normalizeShipmentStatus(shipment.status);
  const unfinished = status !== null && driverAssistChangeable(status);
  const editable = status !== null && detailsChangeable(status);
  const edit = (stop: StopName) => (editable ? () => setDialog({ stop, open: true }) : undefined);
  const carried = useCarriedFacilities(shipment);
  const carriedTo = (stop: StopName) => (editable ? carried[stop] : null);

  return (
    <Flex vertical gap={24}>
      {status === 'unfinished' && <BookingSteps current="Facilities" />}
      <Typography.Title level={2} style={{ margin: 0 }}>
        Appointment
      </Typography.Title>
      {!editable && <LockedNotice status={status} />}
      {status === 'upcoming' && (
        <Alert
          type="info"
          showIcon
          title="This shipment is paid."
          description="Facility info can still be changed until pickup; driver assist cannot."
        />
      )}
      <LaneSummary shipment={shipment} />
      <Row gutter={24}>
        <Col span={12}>
          <FacilitySummary
            name="pickup"
            stop={shipment.pickup}
            carried={carriedTo('pickup')}
            onEdit={edit('pickup')}
          />
        </Col>
        <Col span={12}>
          <FacilitySummary
            name="dropoff"
            stop={shipment.dropoff}
            carried={carriedTo('dropoff')}
            onEdit={edit('dropoff')}
          />
        </Col>
      </Row>
      <DriverAssistPanel shipment={shipment} changeable={unfinished} />
      <Flex justify="end">
        {unfinished ? (
          <ButtonLink to={paths.finalizing(shipment.id)} type="primary" size="large">
            Book shipment
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.shipment(shipment.id)} size="large">
            Shipment details
          </ButtonLink>
        )}
      </Flex>
      <FacilityDialog
        shipment={shipment}
        stop={dialog.stop}
        carried={carriedTo(dialog.stop)}
        open={dialog.open}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </Flex>
  );
};

const AppointmentPage = () => {
  usePageTitle(`Appointment · Shipment #${useParams().id ?? ''}`);
  return <ShipmentGate>{(shipment) => <Appointment shipment={shipment} />}</ShipmentGate>;
};

export default AppointmentPage;
