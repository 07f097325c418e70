import type { AssignedShipment, AssignmentInput, OpsShipment } from '@domain/dispatchTypes';
import type { AppDeps } from '../../deps';
import { sendOwedMailNow } from '../mailOutbox/sendOwedMailNow';
import { assignCarrier } from '../movement/assignCarrier';
import { driverLinkUrl } from '../movement/driverTokens';
import type { BackgroundTexts, TextLog } from './backgroundTexts';
import { readOpsShipment } from './dispatchBoard';

export type AssignDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'config' | 'mailer' | 'instance' | 'registry'
> & { texts: BackgroundTexts };

const cityText = ({ city }: OpsShipment['pickup']) => `${city.name}, ${city.region_code}`;

/** What the driver gets on their phone: the load, and the link to report it from. */
export const driverText = (shipment: OpsShipment, link: string): string =>
  `Loadline: your load #${shipment.id} ${cityText(shipment.pickup)} → ${cityText(shipment.dropoff)}. Open ${link} to report pickup and delivery.`;

/**
 * Covers a paid shipment with a carrier and a driver (assignCarrier's rules), then, once that has
 * committed, texts the driver their link and e-mails the shipper, both in the background: the
 * call answers with the link whether or not they went.
 */
export const assignShipment = async (
  deps: AssignDeps,
  operatorId: number,
  shipmentId: number,
  input: AssignmentInput,
  log: TextLog,
): Promise<AssignedShipment> => {
  const { db, clock, config, registry, texts } = deps;
  const now = clock.now();
  const { token } = await assignCarrier(db, registry, operatorId, shipmentId, input, now);
  sendOwedMailNow(deps, 'carrier_assigned', shipmentId);
  const shipment = await readOpsShipment(db, shipmentId, now);
  const driver_link = driverLinkUrl(config.appUrl, token);
  texts.send(input.driver_phone, driverText(shipment, driver_link), log, { shipmentId });
  return { ...shipment, driver_link };
};
