import { Alert } from 'antd';
import { SERVER_MESSAGES } from '@domain/serverMessages';

/** Said on a booking step once the shipment is under way: what it shows can only be read. */
export const LockedNotice = () => (
  <Alert type="warning" showIcon title={SERVER_MESSAGES.shipmentLocked} />
);
