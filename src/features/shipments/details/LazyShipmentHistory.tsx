import { lazy, Suspense } from 'react';
import { Card, Skeleton } from 'antd';

// Its own chunk: the timeline is below the details, and the details must not wait for it.
const ShipmentHistory = lazy(() => import('./ShipmentHistory'));

/** The history's frame, drawn at once; its events are loaded into it. */
export const LazyShipmentHistory = ({ shipmentId }: { shipmentId: number }) => (
  <Card title="History" role="region" aria-label="History">
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
      <ShipmentHistory shipmentId={shipmentId} />
    </Suspense>
  </Card>
);
