import { Flex } from 'antd';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';

/** Where a checkout that takes no card leads: the shipment's page, or back to the dashboard. */
export const ShipmentLinks = ({ shipmentId }: { shipmentId: number }) => (
  <Flex gap={8} justify="center">
    <ButtonLink to={paths.shipment(shipmentId)} type="primary">
      View shipment
    </ButtonLink>
    <ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>
  </Flex>
);
