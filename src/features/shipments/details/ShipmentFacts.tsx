import { Card, Descriptions, Typography } from 'antd';
import { EQUIPMENT_LABELS } from '@domain/constants';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { takesTemperature, temperatureText } from '@domain/reeferTemperature';
import { formatWeight, orDash } from '../../../lib/format';
import { formatKg } from '../laneText';

const count = new Intl.NumberFormat('en-US');

/** What is shipped and on what equipment, and the load's emissions on its lane. */
export const ShipmentFacts = ({ shipment }: { shipment: ShipmentDetail }) => (
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
        ...(takesTemperature(shipment.equipment)
          ? [
              {
                key: 'temperature',
                label: 'Temperature',
                // A row of its own keeps the two columns in step.
                span: 2,
                children: orDash(temperatureText(shipment)),
              },
            ]
          : []),
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
        {
          key: 'emissions',
          label: 'Emissions',
          span: 2,
          children: (
            <span>
              {formatKg(shipment.co2e_kg)} CO2e
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {shipment.co2e_method}
              </Typography.Text>
            </span>
          ),
        },
      ]}
    />
  </Card>
);
