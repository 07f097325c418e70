import { PRODUCT_NAME } from '@domain/constants';
import type { ShipmentCarrier } from '@domain/dispatchTypes';
import { formatDay } from '@domain/invoiceDocumentSheet';
import type { Shipment } from '@domain/types';
import { laneText } from './laneText';
import type { Mail } from './mailer';
import { shipmentMail } from './shipmentEmail';

type CarrierAssignedEmail = {
  to: string;
  firstName: string;
  appUrl: string;
  shipment: Pick<Shipment, 'id' | 'pickup' | 'dropoff'>;
  carrier: ShipmentCarrier;
  /** The driver's first name only, as the shipper's page shows it. */
  driverFirstName: string;
  truckNumber: string;
  trailerNumber: string;
};

const carrierText = ({ name, usdot_number, mc_number, verified, verified_at }: ShipmentCarrier) => {
  const numbers = mc_number ? `USDOT ${usdot_number}, MC ${mc_number}` : `USDOT ${usdot_number}`;
  const checked =
    verified && verified_at
      ? `, verified against the carrier registry on ${formatDay(verified_at.slice(0, 10))}`
      : '';
  return `${name} (${numbers})${checked}`;
};

/**
 * The shipper's word that their paid load is covered: by which carrier, and the driver and truck
 * to expect at the dock, with a link to the shipment's page, where the milestones will show.
 */
export const carrierAssignedEmail = ({
  to,
  firstName,
  appUrl,
  shipment,
  carrier,
  driverFirstName,
  truckNumber,
  trailerNumber,
}: CarrierAssignedEmail): Mail => {
  const paragraphs = [
    `Shipment #${shipment.id}, ${laneText(shipment)}, pickup on ${formatDay(shipment.pickup.date)}, is covered by ${carrierText(carrier)}.`,
    `Driver: ${driverFirstName}. Truck ${truckNumber}, trailer ${trailerNumber}.`,
    'The shipment’s page shows each milestone as the driver reports it.',
  ];
  return shipmentMail({
    to,
    subject: `Carrier assigned to your ${PRODUCT_NAME} shipment #${shipment.id}`,
    greeting: `Hi ${firstName},`,
    paragraphs,
    link: `${appUrl}/shipments/${shipment.id}`,
    about: 'this shipment',
    questionsTo: 'operations',
  });
};
