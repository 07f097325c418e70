import { Card, Descriptions, Flex } from 'antd';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';
import { takesTemperature, temperatureText } from '@domain/reeferTemperature';
import { normalizeShipmentStatus } from '@domain/shipmentStatus';
import type { Shipment } from '@domain/types';
import { formatWeight } from '../../lib/format';
import { LockedNotice } from './LockedNotice';

const NOT_GIVEN = '—';

/** The final details of a shipment under way or cancelled: to read, no longer to change. */
export const FinalDetailsSummary = ({ shipment }: { shipment: Shipment }) => (
  <Flex vertical gap={24}>
    <LockedNotice status={normalizeShipmentStatus(shipment.status)} />
    <Card>
      <Descriptions column={2} size="small">
        <Descriptions.Item label="Reference number">
          {shipment.reference_number ?? NOT_GIVEN}
        </Descriptions.Item>
        <Descriptions.Item label="Commodity">{shipment.commodity ?? NOT_GIVEN}</Descriptions.Item>
        <Descriptions.Item label="Weight">
          {shipment.weight === null ? NOT_GIVEN : formatWeight(shipment.weight)}
        </Descriptions.Item>
        <Descriptions.Item label="Packaging">
          {[shipment.packaging, shipment.packaging_type]
            .filter((part) => part !== null)
            .join(' ') || NOT_GIVEN}
        </Descriptions.Item>
        {takesTemperature(shipment.equipment) && (
          <Descriptions.Item label="Temperature">
            {temperatureText(shipment) ?? NOT_GIVEN}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Pickup number">
          {shipment.pickup.location_number ?? NOT_GIVEN}
        </Descriptions.Item>
        <Descriptions.Item label="Dropoff number">
          {shipment.dropoff.location_number ?? NOT_GIVEN}
        </Descriptions.Item>
        <Descriptions.Item label="Pickup notes">
          {shipment.pickup.additional_notes ?? NOT_GIVEN}
        </Descriptions.Item>
        <Descriptions.Item label="Dropoff notes">
          {shipment.dropoff.additional_notes ?? NOT_GIVEN}
        </Descriptions.Item>
      </Descriptions>
    </Card>
    <Flex justify="end">
      <ButtonLink to={paths.shipment(shipment.id)} size="large">
        Shipment details
      </ButtonLink>
    </Flex>
  </Flex>
);
