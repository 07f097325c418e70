import { lazy, Suspense } from 'react';
import { Card, Skeleton } from 'antd';
import { activityApi } from '../../../api/activityApi';

// Its own chunk: the timeline is below the details, and the details must not wait for it.
const ShipmentHistory = lazy(() => import('./ShipmentHistory'));

/**
 * The history's frame, drawn at once; its events are loaded into it. They are asked for here, as
 * the page opens, rather than once the timeline's chunk has come; and again each time the page
 * opens: the history also grows by what refreshes no tag (a payment that failed, a colleague's
 * change). A subscription alone: the frame is not drawn again as the answer comes.
 */
export const LazyShipmentHistory = ({ shipmentId }: { shipmentId: number }) => {
  activityApi.endpoints.getShipmentActivity.useQuerySubscription(shipmentId, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Card title="History" role="region" aria-label="History">
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
        <ShipmentHistory shipmentId={shipmentId} />
      </Suspense>
    </Card>
  );
};
