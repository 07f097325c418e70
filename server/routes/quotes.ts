import { DEFAULT_EQUIPMENT, EQUIPMENT } from '@domain/constants';
import { QuoteSchema } from '@domain/responseSchemas';
import { quoteSchema } from '@domain/schemas';
import type { Equipment } from '@domain/types';
import { answers, BODY_FAILURES } from '../openapi/answers';
import { requestSchema } from '../openapi/requestSchema';
import { priceLane } from '../services/quotes';
import type { Api, RouteDeps } from './routeTypes';

type QuoteBody = { pickup_location?: unknown; dropoff_location?: unknown; equipment?: unknown };
type Priceable = { pickup_location: number; dropoff_location: number; equipment?: Equipment };

const isEquipment = (value: unknown): value is Equipment =>
  (EQUIPMENT as readonly unknown[]).includes(value);

/**
 * quoteSchema's rules for a body whose JSON types Ajv has already checked: two ids above 0, and no
 * equipment or a known one. A body that meets them skips yup, which took a third of the route's
 * time. It must never pass a body quoteSchema refuses; any body it does not pass goes through
 * quoteSchema, which decides and words the errors.
 */
const isPriceable = (body: QuoteBody): body is Priceable =>
  typeof body.pickup_location === 'number' &&
  body.pickup_location > 0 &&
  typeof body.dropoff_location === 'number' &&
  body.dropoff_location > 0 &&
  (body.equipment === undefined || isEquipment(body.equipment));

export const registerQuoteRoutes = (api: Api, { db }: RouteDeps) => {
  api.post(
    '/shipper/distance-price/',
    {
      schema: {
        summary: 'Price a lane',
        description:
          'The base price, distance and least transit time between two cities, by equipment ' +
          '(dry van unless said). No account needed.',
        tags: ['quotes'],
        body: requestSchema(quoteSchema, { fastPath: isPriceable }),
        response: answers({ 200: QuoteSchema }, BODY_FAILURES),
      },
    },
    async (request) => {
      const { pickup_location, dropoff_location, equipment } = request.body;
      const priced = await priceLane(
        db,
        pickup_location,
        dropoff_location,
        equipment ?? DEFAULT_EQUIPMENT,
      );
      return priced.quote;
    },
  );
};
