import { Card, Col, Descriptions, Row } from 'antd';
import type { Shipment, Stop } from '@domain/types';
import { formatDate } from '../../lib/format';

const address = (stop: Stop) =>
  [
    stop.facility_name,
    stop.facility_address,
    `${stop.city.name}, ${stop.city.region_code} ${stop.zip_code ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');

/** Where the load is picked up and delivered, and when. */
export const RouteSummary = ({ shipment }: { shipment: Shipment }) => (
  <Card title={`Shipment #${shipment.id}`}>
    <Row gutter={24}>
      <Col span={12}>
        <Descriptions column={1} size="small" title="Pickup">
          <Descriptions.Item label="Address">{address(shipment.pickup)}</Descriptions.Item>
          <Descriptions.Item label="Pickup date">
            {formatDate(shipment.pickup.date)}
          </Descriptions.Item>
        </Descriptions>
      </Col>
      <Col span={12}>
        <Descriptions column={1} size="small" title="Dropoff">
          <Descriptions.Item label="Address">{address(shipment.dropoff)}</Descriptions.Item>
          <Descriptions.Item label="Estimated delivery">
            {formatDate(shipment.dropoff.date)}
          </Descriptions.Item>
        </Descriptions>
      </Col>
    </Row>
  </Card>
);
