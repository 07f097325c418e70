import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeCall = {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
};
type Reply = { status: number; body: object };
type Intent = Record<string, unknown> & { id: string; status: string };

const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184' },
};

const DECLINES: Record<string, { decline_code: string; message: string }> = {
  pm_card_visa_chargeDeclined: {
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

const serialize = ({ status, body }: Reply) => ({ status, text: JSON.stringify(body) });

const missing = (param: string, what: string, id: string): Reply => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param,
      message: `No such ${what}: '${id}'`,
    },
  },
});

/**
 * A small stand-in for api.stripe.com on 127.0.0.1, answering what the server asks with the JSON
 * Stripe would send for its test PaymentMethod ids. Like Stripe, it answers a repeated
 * Idempotency-Key with the first answer. `loseAnswers(n)` handles the next n requests but closes
 * the connection instead of answering, as a network failure after Stripe acted would.
 */
export const startFakeStripe = async () => {
  const calls: StripeCall[] = [];
  const intents = new Map<string, Intent>();
  // Snapshots, as Stripe replays the first answer even after the intent moved on.
  const replies = new Map<string, { status: number; text: string }>();
  /** Each intent's refunds, in cents, as Stripe keeps them on its charge. */
  const refunded = new Map<string, number[]>();
  let answersToLose = 0;
  let nextCreation: 'answer' | 'act-and-hang' | 'hang' = 'answer';

  const createIntent = (params: URLSearchParams): Reply => {
    const paymentMethod = params.get('payment_method') ?? '';
    const id = `pi_fake_${intents.size + 1}`;
    const decline = DECLINES[paymentMethod];
    if (!decline && !CARDS[paymentMethod])
      return missing('payment_method', 'PaymentMethod', paymentMethod);
    const needsAction = paymentMethod === 'pm_card_authenticationRequired';
    const error = decline && { type: 'card_error', code: 'card_declined', ...decline };
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount: Number(params.get('amount')),
      currency: params.get('currency'),
      client_secret: `${id}_secret_fake`,
      confirmation_method: params.get('confirmation_method'),
      payment_method: paymentMethod,
      metadata: {
        shipment_id: params.get('metadata[shipment_id]'),
        payment_id: params.get('metadata[payment_id]'),
      },
      status: decline ? 'requires_payment_method' : needsAction ? 'requires_action' : 'succeeded',
      next_action: needsAction
        ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
        : null,
      last_payment_error: error ?? null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    return error
      ? { status: 402, body: { error: { ...error, payment_intent: intent } } }
      : { status: 200, body: intent };
  };

  const confirmIntent = (id: string): Reply => {
    const intent = intents.get(id);
    if (!intent) return missing('intent', 'payment_intent', id);
    if (intent.status !== 'requires_action') {
      const message = `This PaymentIntent's status is ${intent.status}.`;
      const error = {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message,
      };
      return { status: 400, body: { error: { ...error, payment_intent: intent } } };
    }
    Object.assign(intent, { status: 'succeeded', next_action: null });
    return { status: 200, body: intent };
  };

  /** A refund of a succeeded intent's charge, never of more than is left of it. */
  const createRefund = (params: URLSearchParams): Reply => {
    const intentId = params.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent) return missing('payment_intent', 'payment_intent', intentId);
    const amount = Number(params.get('amount'));
    const earlier = refunded.get(intentId) ?? [];
    const left = Number(intent.amount) - earlier.reduce((sum, one) => sum + one, 0);
    if (intent.status !== 'succeeded' || amount > left)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          },
        },
      };
    refunded.set(intentId, [...earlier, amount]);
    const id = `re_fake_${[...refunded.values()].flat().length}`;
    return {
      status: 200,
      body: { id, object: 'refund', amount, payment_intent: intentId, status: 'succeeded' },
    };
  };

  const route = (method: string, path: string, params: URLSearchParams): Reply => {
    const confirmPath = /^\/v1\/payment_intents\/([\w]+)\/confirm$/.exec(path);
    const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    const methodPath = /^\/v1\/payment_methods\/([\w]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if (method === 'POST' && confirmPath?.[1]) return confirmIntent(confirmPath[1]);
    if (method === 'GET' && intentPath?.[1]) {
      const intent = intents.get(intentPath[1]);
      return intent
        ? { status: 200, body: intent }
        : missing('intent', 'payment_intent', intentPath[1]);
    }
    if (method === 'GET' && methodPath?.[1]) {
      const card = CARDS[methodPath[1]];
      if (!card) return missing('id', 'PaymentMethod', methodPath[1]);
      return {
        status: 200,
        body: {
          id: methodPath[1],
          object: 'payment_method',
          type: 'card',
          card: { ...card, exp_month: 12, exp_year: 2034 },
        },
      };
    }
    return missing('url', 'route', path);
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
    calls.push({
      method: request.method ?? '',
      path: url.pathname,
      params,
      headers: request.headers,
    });
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const held = nextCreation;
      nextCreation = 'answer';
      // The connection stays open with no answer, as when the caller dies mid-request.
      if (held === 'hang') return;
      if (held === 'act-and-hang') {
        const key = request.headers['idempotency-key'];
        const reply = serialize(route('POST', url.pathname, params));
        if (typeof key === 'string') replies.set(`${url.pathname} ${key}`, reply);
        return;
      }
    }
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${url.pathname} ${key}` : null;
    const replayed = replayKey ? replies.get(replayKey) : undefined;
    const reply = replayed ?? serialize(route(request.method ?? '', url.pathname, params));
    if (replayKey) replies.set(replayKey, reply);
    if (answersToLose > 0) {
      answersToLose -= 1;
      request.socket.destroy();
      return;
    }
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': `req_${calls.length}`,
    });
    response.end(reply.text);
  };

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => handle(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    calls,
    intents,
    refunded,
    /** The server's configuration for talking to this fake. */
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    /**
     * The next intent creation never answers: Stripe acts on it first ('act-and-hang'), or the
     * request is lost on its way ('hang').
     */
    hangNextCreation: (how: 'act-and-hang' | 'hang') => {
      nextCreation = how;
    },
    loseAnswers: (count: number) => {
      answersToLose = count;
    },
    /** The calls to one endpoint, such as 'POST /v1/payment_intents'. */
    callsTo: (endpoint: string) =>
      calls.filter((call) => `${call.method} ${call.path}` === endpoint),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
