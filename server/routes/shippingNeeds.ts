import { UserSchema } from '@domain/responseSchemas';
import { shippingNeedsSchema } from '@domain/schemas';
import { answers, BODY_FAILURES, SESSION_FAILURES, SIGNED_IN } from '../openapi/answers';
import { requestSchema } from '../openapi/requestSchema';
import { saveShippingNeeds } from '../services/accounts/shippingNeeds';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount } from './sessionAccount';

/**
 * The form's schema less its user_id: the session, not the body, says whose needs these are, and
 * the field is dropped unread whatever it holds. The company location is a picker's id, which the
 * form's messages word whatever was sent; the lists and the volume are checked as JSON first.
 */
const shippingNeedsBody = requestSchema(shippingNeedsSchema.omit(['user_id']), {
  types: { except: ['company_location'] },
});

export const registerShippingNeedsRoutes = (api: Api, { db, auth }: RouteDeps) => {
  // A session is enough: shipping needs come before the e-mail is verified.
  api.post(
    '/shipper/shipping-needs/',
    {
      onRequest: auth.requireSession,
      schema: {
        summary: 'State the shipping needs',
        description:
          'The company location (a region id), modes, trailer types and monthly volume; the ' +
          'answer is the user. Stated again, they replace the earlier ones.',
        tags: ['account'],
        security: SIGNED_IN,
        body: shippingNeedsBody,
        response: answers({ 201: UserSchema }, SESSION_FAILURES, BODY_FAILURES),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveShippingNeeds(db, sessionAccount(request), request.body)),
  );
};
