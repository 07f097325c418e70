import { memo, useState } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import type { Shipment } from '@domain/types';
import { recycleCardKeys } from './cardKeys';
import { ShipmentCard } from './ShipmentCard';

// Three cards a row on a desktop screen, fewer on narrower ones.
const COLUMN = { xs: 24, md: 12, xl: 8 } as const;

type CardKeys = { ids: readonly number[]; keys: Map<number, number> };

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Another tab or page draws its shipments into the cards already shown, as far as they go. */
const useCardKeys = (shipments: Shipment[]): Map<number, number> => {
  const ids = shipments.map(({ id }) => id);
  const [cardKeys, setCardKeys] = useState<CardKeys>(() => ({
    ids,
    keys: recycleCardKeys(new Map(), ids),
  }));
  if (sameIds(cardKeys.ids, ids)) return cardKeys.keys;
  // Worked out while drawing, as React advises for state that follows a prop.
  const next = { ids, keys: recycleCardKeys(cardKeys.keys, ids) };
  setCardKeys(next);
  return next.keys;
};

/** Drawn again only for another page, not at every keystroke in the search box above it. */
export const ShipmentGrid = memo(({ shipments }: { shipments: Shipment[] }) => {
  const keys = useCardKeys(shipments);
  return (
    <Row gutter={[16, 16]}>
      {shipments.map((shipment) => (
        <Col key={keys.get(shipment.id)} {...COLUMN}>
          <ShipmentCard shipment={shipment} />
        </Col>
      ))}
    </Row>
  );
});
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
