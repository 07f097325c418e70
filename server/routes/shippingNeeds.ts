import Type from 'typebox';
import { shippingNeedsSchema } from '@domain/schemas';
import { validate } from '../http/validate';
import { saveShippingNeeds } from '../services/accounts/shippingNeeds';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount } from './sessionAccount';

const OPTIONS = Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 });

export const registerShippingNeedsRoutes = (api: Api, { db, auth }: RouteDeps) => {
  // A session is enough: shipping needs come before the e-mail is verified. The session, not a
  // user_id in the body, says whose needs these are (Ajv drops the field).
  api.post(
    '/shipper/shipping-needs/',
    {
      onRequest: auth.requireSession,
      schema: {
        body: Type.Object(
          {
            company_location: Type.Optional(Type.Unknown()),
            mode: Type.Optional(OPTIONS),
            average_ftl: Type.Optional(Type.String({ maxLength: 20 })),
            trailer_type: Type.Optional(OPTIONS),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const body = validate(shippingNeedsSchema, request.body);
      return reply.code(201).send(await saveShippingNeeds(db, sessionAccount(request), body));
    },
  );
};
