import { lazy, Suspense } from 'react';
import type { CancelShipmentDialogProps } from './CancelShipmentDialog';

// Its own chunk: the pages that offer it load the dialog only once it is opened.
const CancelShipmentDialog = lazy(() => import('./CancelShipmentDialog'));

/** The cancellation dialog, loaded the first time it opens. */
export const LazyCancelShipmentDialog = (props: CancelShipmentDialogProps) =>
  props.open ? (
    <Suspense fallback={null}>
      <CancelShipmentDialog {...props} />
    </Suspense>
  ) : null;
