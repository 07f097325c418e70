import Type from 'typebox';
import {
  confirmPaymentSchema,
  createIntentSchema,
  savePaymentMethodSchema,
} from '@domain/requestSchemas';
import { validate } from '../http/validate';
import { confirmPaymentIntent } from '../services/payments/confirmPaymentIntent';
import { createPaymentIntent } from '../services/payments/createPaymentIntent';
import { handleStripeEvent } from '../services/payments/handleStripeEvent';
import { readStripeEvent } from '../services/payments/readStripeEvent';
import { savePaymentMethod } from '../services/payments/savePaymentMethod';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount } from './sessionAccount';

const field = () => Type.Optional(Type.Unknown());

export const registerBillingRoutes = async (api: Api, deps: RouteDeps) => {
  // Authentication comes first, before the body is even read: 401 and 403 outrank a 400.
  const verified = { onRequest: deps.auth.requireVerified };

  api.post(
    '/payment-methods/',
    {
      ...verified,
      schema: {
        body: Type.Object({ payment_method_id: field() }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const body = validate(savePaymentMethodSchema, request.body);
      const saved = await savePaymentMethod(
        deps,
        sessionAccount(request).id,
        body.payment_method_id,
      );
      return reply.code(201).send(saved);
    },
  );

  api.post(
    '/payments/create-intent/',
    {
      ...verified,
      schema: {
        body: Type.Object(
          { payment_method_id: field(), shipment_id: field() },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const body = validate(createIntentSchema, request.body);
      return createPaymentIntent(deps, sessionAccount(request).id, {
        shipmentId: body.shipment_id,
        paymentMethodId: body.payment_method_id,
      });
    },
  );

  api.post(
    '/payments/confirm/',
    {
      ...verified,
      schema: {
        body: Type.Object(
          {
            payment_intent_id: field(),
            // Only the test provider's test-mode dialog sends it, when the shipper chose to fail
            // the card authentication; the Stripe provider never reads it.
            authentication: Type.Optional(Type.Literal('failed')),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const body = validate(confirmPaymentSchema, request.body);
      return confirmPaymentIntent(deps, sessionAccount(request).id, {
        intentId: body.payment_intent_id,
        failAuthentication: request.body.authentication === 'failed',
      });
    },
  );

  // Stripe signs the exact bytes it sends, so this one route reads its body unparsed.
  await api.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhook.post('/payments/webhook/', async (request) => {
      const signature = request.headers['stripe-signature'];
      const event = readStripeEvent(
        deps.config.stripeWebhookSecret,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
      const handling = await handleStripeEvent(deps, event);
      request.log.info({ eventId: event.id, eventType: event.type, handling }, 'stripe webhook');
      return { received: true };
    });
  });
};
