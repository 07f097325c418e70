import { memo } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import type { Shipment } from '@domain/types';
import { ShipmentCard } from './ShipmentCard';

// Three cards a row on a desktop screen, fewer on narrower ones.
const COLUMN = { xs: 24, md: 12, xl: 8 } as const;

/** Drawn again only for another page, not at every keystroke in the search box above it. */
export const ShipmentGrid = memo(({ shipments }: { shipments: Shipment[] }) => (
  <Row gutter={[16, 16]}>
    {shipments.map((shipment) => (
      <Col key={shipment.id} {...COLUMN}>
        <ShipmentCard shipment={shipment} />
      </Col>
    ))}
  </Row>
));
ShipmentGrid.displayName = 'ShipmentGrid';

export const ShipmentGridSkeleton = () => (
  <Row gutter={[16, 16]} role="status" aria-label="Loading shipments">
    {[1, 2, 3].map((key) => (
      <Col key={key} {...COLUMN}>
        <Card>
          <Skeleton active />
        </Card>
      </Col>
    ))}
  </Row>
);
