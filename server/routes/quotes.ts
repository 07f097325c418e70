import Type from 'typebox';
import { DEFAULT_EQUIPMENT } from '../../src/contract/constants';
import { quoteSchema } from '../../src/contract/schemas';
import type { Equipment } from '../../src/contract/types';
import { validate } from '../http/validate';
import { priceLane } from '../services/quotes';
import type { Api, RouteDeps } from './routeTypes';

export const registerQuoteRoutes = (api: Api, { db }: RouteDeps) => {
  api.post(
    '/shipper/distance-price/',
    {
      schema: {
        body: Type.Object(
          {
            pickup_location: Type.Optional(Type.Integer()),
            dropoff_location: Type.Optional(Type.Integer()),
            equipment: Type.Optional(Type.String()),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const body = validate(quoteSchema, request.body);
      const equipment = (body.equipment ?? DEFAULT_EQUIPMENT) as Equipment;
      const { quote } = await priceLane(db, body.pickup_location, body.dropoff_location, equipment);
      return quote;
    },
  );
};
