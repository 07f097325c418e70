import { Card, Descriptions } from 'antd';
import { EQUIPMENT_LABELS } from '@domain/constants';
import type { Shipment } from '@domain/types';
import { formatWeight, orDash } from '../../../lib/format';

const count = new Intl.NumberFormat('en-US');

/** What is shipped and on what equipment. */
export const ShipmentFacts = ({ shipment }: { shipment: Shipment }) => (
  <Card title="Load" role="region" aria-label="Load" style={{ height: '100%' }}>
    <Descriptions
      column={2}
      size="small"
      items={[
        { key: 'reference', label: 'Reference', children: orDash(shipment.reference_number) },
        { key: 'commodity', label: 'Commodity', children: orDash(shipment.commodity) },
        {
          key: 'weight',
          label: 'Weight',
          children: shipment.weight === null ? '—' : formatWeight(shipment.weight),
        },
        { key: 'equipment', label: 'Equipment', children: EQUIPMENT_LABELS[shipment.equipment] },
        { key: 'packaging', label: 'Packaging', children: orDash(shipment.packaging) },
        {
          key: 'packagingType',
          label: 'Packaging type',
          children: orDash(shipment.packaging_type),
        },
        { key: 'miles', label: 'Distance', children: `${count.format(shipment.miles)} miles` },
        {
          key: 'transit',
          label: 'Transit time',
          children: `${shipment.min_transit_time} ${shipment.min_transit_time === 1 ? 'day' : 'days'}`,
        },
      ]}
    />
  </Card>
);
