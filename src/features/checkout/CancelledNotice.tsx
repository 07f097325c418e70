import { Flex, Result } from 'antd';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Shipment } from '@domain/types';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';

/** A cancelled shipment's checkout says so instead of offering a card form. */
export const CancelledNotice = ({ shipment }: { shipment: Shipment }) => (
  <Result
    status="warning"
    title={SERVER_MESSAGES.shipmentCancelled}
    extra={
      <Flex gap={8} justify="center">
        <ButtonLink to={paths.shipment(shipment.id)} type="primary">
          View shipment
        </ButtonLink>
        <ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>
      </Flex>
    }
  />
);
