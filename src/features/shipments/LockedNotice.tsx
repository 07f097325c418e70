import { Alert } from 'antd';
import { detailsLockedReason } from '@domain/changeRules';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { ShipmentStatus } from '@domain/types';

/**
 * Said on a booking step once the shipment is under way or cancelled: what it shows can only be
 * read. A status the app does not know reads as under way.
 */
export const LockedNotice = ({ status }: { status: ShipmentStatus | null }) => (
  <Alert
    type="warning"
    showIcon
    title={(status && detailsLockedReason(status)) ?? SERVER_MESSAGES.shipmentLocked}
  />
);
