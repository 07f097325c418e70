import { UserSchema } from '@domain/responseSchemas';
import { shippingNeedsBodySchema } from '@domain/shippingNeedsBodySchema';
import { answers, BODY_FAILURES, SESSION_FAILURES, SIGNED_IN } from '../openapi/answers';
import { saveShippingNeeds } from '../services/accounts/shippingNeeds';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount } from './sessionAccount';

export const registerShippingNeedsRoutes = (api: Api, { db, auth }: RouteDeps) => {
  // A session is enough: shipping needs come before the e-mail is verified. They are the
  // company's, which its admin states.
  api.post(
    '/shipper/shipping-needs/',
    {
      onRequest: [auth.requireSession, auth.requireRole('changeCompany')],
      schema: {
        summary: 'State the shipping needs',
        description:
          'The company location (a region id), modes, trailer types and monthly volume; the ' +
          'answer is the user. Stated again, they replace the earlier ones.',
        tags: ['account'],
        security: SIGNED_IN,
        body: shippingNeedsBodySchema,
        response: answers({ 201: UserSchema }, SESSION_FAILURES, [403], BODY_FAILURES),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveShippingNeeds(db, sessionAccount(request), request.body)),
  );
};
