import Type from 'typebox';
import {
  confirmPaymentSchema,
  createIntentSchema,
  savePaymentMethodSchema,
} from '@domain/requestSchemas';
import { PaymentResultSchema, SavedPaymentMethodSchema } from '@domain/responseSchemas';
import { parseShipmentId } from '@domain/shipmentId';
import { notFound } from '../http/httpError';
import { answers, BODY_FAILURES, PUBLIC, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import { confirmPaymentIntent } from '../services/payments/confirmPaymentIntent';
import { createPaymentIntent } from '../services/payments/createPaymentIntent';
import { handleStripeEvent } from '../services/payments/handleStripeEvent';
import { readStripeEvent } from '../services/payments/readStripeEvent';
import { savePaymentMethod } from '../services/payments/savePaymentMethod';
import type { Api, RouteDeps } from './routeTypes';
import { PaymentConflictSchema } from './shipmentPrices';
import { sessionAccount } from './sessionAccount';

const tags = ['payments'];

export const registerBillingRoutes = async (api: Api, deps: RouteDeps) => {
  // Authentication comes first, before the body is even read: 401 and 403 outrank a 400.
  const verified = { onRequest: deps.auth.allow('payShipments') };
  const failures = [VERIFIED_FAILURES, BODY_FAILURES] as const;

  api.post(
    '/payment-methods/',
    {
      ...verified,
      schema: {
        summary: 'Save a card',
        description: 'The card of a payment method made by Stripe.js (or a test card id).',
        tags,
        security: SIGNED_IN,
        body: savePaymentMethodSchema,
        response: answers({ 201: SavedPaymentMethodSchema }, ...failures),
      },
    },
    async (request, reply) => {
      const saved = await savePaymentMethod(
        deps,
        sessionAccount(request),
        request.body.payment_method_id,
      );
      return reply.code(201).send(saved);
    },
  );

  api.post(
    '/payments/create-intent/',
    {
      ...verified,
      schema: {
        summary: 'Pay a shipment',
        description:
          'Charges the finalized, unpaid shipment its total with the card. The answer says ' +
          'whether the card asks for an authentication (confirm it afterwards). At most one ' +
          'charge of a shipment succeeds. Once its price hold ended, a shipment whose lane costs ' +
          'another amount today is not charged (409) until the new price is accepted.',
        tags,
        security: SIGNED_IN,
        body: createIntentSchema,
        response: answers(
          { 200: PaymentResultSchema, 409: PaymentConflictSchema },
          ...failures,
          [404],
        ),
      },
    },
    async (request) => {
      const shipmentId = parseShipmentId(request.body.shipment_id);
      if (shipmentId === null) throw notFound();
      return createPaymentIntent(deps, sessionAccount(request), {
        shipmentId,
        paymentMethodId: request.body.payment_method_id,
      });
    },
  );

  api.post(
    '/payments/confirm/',
    {
      ...verified,
      schema: {
        summary: 'Confirm a payment',
        description:
          "After the card's authentication. In test mode the app's dialog sends " +
          'authentication: "failed" when the shipper chose to fail it; Stripe never reads it.',
        tags,
        security: SIGNED_IN,
        body: confirmPaymentSchema,
        response: answers({ 200: PaymentResultSchema }, ...failures, [404, 409]),
      },
    },
    async (request) =>
      confirmPaymentIntent(deps, sessionAccount(request).companyId, {
        intentId: request.body.payment_intent_id,
        failAuthentication: request.body.authentication === 'failed',
      }),
  );

  // Stripe signs the exact bytes it sends, so this one route reads its body unparsed.
  await api.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    const webhookSchema = {
      summary: "Stripe's events",
      security: PUBLIC,
      description:
        'Called by Stripe, signed in the Stripe-Signature header: payments that succeed or fail ' +
        'after the app has left them. The body is read as the bytes Stripe signed.',
      tags,
      response: answers({ 200: Type.Object({ received: Type.Boolean() }) }, [400]),
    };
    webhook.post('/payments/webhook/', { schema: webhookSchema }, async (request) => {
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
