import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/ButtonLink';
import { normalizeShipmentStatus } from '@domain/shipmentStatus';
import type { Shipment } from '@domain/types';

/**
 * Where the shipper goes on from here: an unfinished shipment is completed from the appointment
 * step; an upcoming (paid) one can still have its final details edited. Later ones are settled.
 */
export const NextStepLink = ({ shipment }: { shipment: Shipment }) => {
  const status = normalizeShipmentStatus(shipment.status);
  if (status === 'unfinished')
    return (
      <ButtonLink type="primary" to={paths.appointment(shipment.id)}>
        Complete Shipment
      </ButtonLink>
    );
  if (status === 'upcoming')
    return (
      <ButtonLink type="primary" to={paths.finalizing(shipment.id)}>
        Finalizing Shipment
      </ButtonLink>
    );
  return null;
};
