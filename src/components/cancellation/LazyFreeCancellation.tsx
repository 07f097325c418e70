import { lazy, Suspense } from 'react';
import { Typography } from 'antd';
import type { Shipment } from '@domain/types';

// Its own chunk: the time zones of every state and province would fill the dashboard's budget.
const FreeCancellation = lazy(() => import('./FreeCancellation'));

/**
 * An upcoming shipment's free cancellation, on the pickup city's clock; a line kept empty while
 * it loads, so that nothing below it moves.
 */
export const LazyFreeCancellation = ({ shipment }: { shipment: Shipment }) =>
  shipment.status === 'upcoming' ? (
    <Suspense fallback={<Typography.Text aria-hidden="true">&nbsp;</Typography.Text>}>
      <FreeCancellation shipment={shipment} />
    </Suspense>
  ) : null;
