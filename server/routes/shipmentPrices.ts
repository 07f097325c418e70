import Type from 'typebox';
import { PRICE_HOLD_HOURS } from '@domain/priceHolds';
import {
  MessageSchema,
  PriceChangedSchema,
  PriceCheckSchema,
  ShipmentDetailSchema,
} from '@domain/responseSchemas';
import { answers, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import { readShipment } from '../services/shipments/readShipment';
import { checkPrice, repriceShipment } from '../services/shipments/repriceShipment';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount } from './sessionAccount';
import { shipmentIdOf, shipmentIdParams } from './shipmentParams';

/** A payment's 409: the price hold ended on a new price, or a payment is already under way. */
export const PaymentConflictSchema = Type.Union([PriceChangedSchema, MessageSchema], {
  description:
    'The price hold ended and the lane costs another amount today (old_total, new_total: accept ' +
    'the new price with the reprice call), or a payment of the shipment is already under way.',
});

/** A booked shipment's price: as it stands, and accepting a new one once its hold ended. */
export const registerShipmentPriceRoutes = (api: Api, { db, clock, auth }: RouteDeps) => {
  const tags = ['shipments'];

  api.get(
    '/shipper/shipments/:id/reprice/',
    {
      onRequest: auth.allow('readShipments'),
      schema: {
        summary: "Check a shipment's price",
        description:
          `A booked price holds for ${PRICE_HOLD_HOURS} hours (price_held_until); after that, ` +
          'paying prices the lane again for its pickup day. The total as booked beside the ' +
          'total to pay now, with the new base price’s parts.',
        tags,
        security: SIGNED_IN,
        params: shipmentIdParams,
        response: answers({ 200: PriceCheckSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) =>
      checkPrice(db, sessionAccount(request).companyId, shipmentIdOf(request.params), clock.now()),
  );

  api.post(
    '/shipper/shipments/:id/reprice/',
    {
      onRequest: auth.allow('payShipments'),
      schema: {
        summary: 'Accept the new price',
        description:
          'Prices the lane again for a shipment whose price hold ended, and holds the new ' +
          `price ${PRICE_HOLD_HOURS} hours: the shipment as it then stands. While the price ` +
          'holds, nothing changes. Refused (400) once paid or cancelled, and 409 while a ' +
          'payment is under way.',
        tags,
        security: SIGNED_IN,
        params: shipmentIdParams,
        response: answers({ 200: ShipmentDetailSchema }, VERIFIED_FAILURES, [400, 404, 409]),
      },
    },
    async (request) => {
      const account = sessionAccount(request);
      const id = shipmentIdOf(request.params);
      await repriceShipment(db, account, id, clock.now());
      return readShipment(db, account.companyId, id, clock.now());
    },
  );
};
