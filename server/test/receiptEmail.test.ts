import Stripe from 'stripe';
import { formatUsd } from '@domain/invoiceDocumentSheet';
import type { InvoiceDocument, PaymentResult } from '@domain/types';
import { loadConfig } from '../config';
import { createMailer } from '../mail/createMailer';
import type { PaymentProvider } from '../payments/paymentProvider';
import { settleLater } from '../mail/sendLater';
import { receiptMailFor } from '../services/invoices/receiptMail';
import { sendPaymentReceipt } from '../services/payments/paymentReceipt';
import { startFakeStripe } from './fakeStripe';
import { startSmtpSink } from './smtpSink';
import { attachmentsOf, emailOf } from './mailParts';
import { countMail, waitForMail } from './outbox';
import { pdfText } from './pdfText';
import {
  bookShipment,
  call,
  confirm,
  invoiceOf,
  pay,
  readShipment,
  shipper,
  succeeded,
} from './paymentFixtures';
import { fixture } from './fixture';
import { secondServerFixture, testServerFixture } from './testServerFixture';
import type { TestServer } from './testServer';

const APP_URL = 'https://loadline.example';
const RECEIPT = /^Your Loadline receipt for INV-\d{6}$/;

/** Receipts go out after the answer: every one the server has promised so far, sent. */
const settled = (server: TestServer) => settleLater(server.mailer);

/** Holds the provider's next answer about a cut-off attempt until the test lets it go. */
const holdRecovery = () => {
  let held: { reached: (release: () => void) => void } | null = null;
  let recovered = 0;
  return {
    wrap: (provider: PaymentProvider): PaymentProvider => ({
      ...provider,
      recover: async (attempt) => {
        const hold = held;
        held = null;
        if (hold) await new Promise<void>((release) => hold.reached(release));
        const outcome = await provider.recover(attempt);
        recovered += outcome.kind === 'intent' && outcome.intent.status === 'succeeded' ? 1 : 0;
        return outcome;
      },
    }),
    next: () => new Promise<() => void>((reached) => (held = { reached })),
    /** How many answers said the attempt was paid. */
    recovered: () => recovered,
  };
};

describe('the receipt of a payment with the test provider', () => {
  const server = testServerFixture({ env: { APP_URL } });

  it('is one e-mail with the invoice and load confirmation attached and a link to the shipment', async () => {
    const who = await shipper(server);
    const email = await emailOf(server, who);
    const shipment = await bookShipment(server, who, { driverAssist: true });
    await call(server, who, 'POST', '/payment-methods/', { payment_method_id: 'pm_card_visa' });
    expect((await pay(server, who, shipment.id)).json()).toEqual(succeeded());

    const mail = await waitForMail(server.dataDir, email, RECEIPT);
    const invoice = (await invoiceOf(server, who, shipment.id)) as InvoiceDocument;
    expect(mail.subject).toBe(`Your Loadline receipt for ${invoice.invoice_number}`);
    const link = `${APP_URL}/shipments/${shipment.id}`;
    for (const part of [mail.text ?? '', mail.html ?? '']) {
      expect(part).toContain(link);
      expect(part).toContain(`shipment #${shipment.id}, Dallas, TX to Houston, TX`);
      expect(part).toContain('Visa ending in 4242');
      expect(part).toContain(
        `Your invoice ${invoice.invoice_number} and the load confirmation are attached as PDFs.`,
      );
    }
    expect(mail.html).toContain(`<a href="${link}"`);

    const [attachment, confirmation, ...others] = attachmentsOf(mail);
    expect(others).toEqual([]);
    expect(attachment?.filename).toBe(`${invoice.invoice_number}.pdf`);
    expect(attachment?.mimeType).toBe('application/pdf');
    const text = await pdfText(attachment?.bytes ?? new Uint8Array());
    expect(text).toContain(`Invoice ${invoice.invoice_number}`);
    expect(text).toContain('Status Paid');
    expect(text).toContain('Driver assist $150.00');
    expect(confirmation?.filename).toBe(`load-confirmation-${shipment.id}.pdf`);
    expect(confirmation?.mimeType).toBe('application/pdf');
    const confirmed = await pdfText(confirmation?.bytes ?? new Uint8Array());
    expect(confirmed).toContain('Load confirmation');
    expect(confirmed).toContain(`Shipment #${shipment.id}`);
    expect(confirmed).toContain(`Total paid ${formatUsd(invoice.total_amount)}`);

    // Paying again is refused and records nothing: no second receipt.
    expect((await pay(server, who, shipment.id)).statusCode).toBe(400);
    await settled(server);
    expect(await countMail(server.dataDir, email, RECEIPT)).toBe(1);
  });

  it('carries its PDF through an SMTP server as well', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    expect((await pay(server, who, shipment.id)).statusCode).toBe(200);
    const sink = await startSmtpSink();
    try {
      const smtp = createMailer(loadConfig({ NODE_ENV: 'test', SMTP_URL: sink.url }));
      await smtp.send(await receiptMailFor(server, shipment.id));
      const [mail] = await sink.waitFor(1);
      if (!mail) throw new Error('Nothing received.');
      expect(mail.subject).toMatch(RECEIPT);
      const [invoicePdf, confirmation] = attachmentsOf(mail);
      expect(invoicePdf?.mimeType).toBe('application/pdf');
      expect(await pdfText(invoicePdf?.bytes ?? new Uint8Array())).toContain(
        `Shipment #${shipment.id}`,
      );
      expect(await pdfText(confirmation?.bytes ?? new Uint8Array())).toContain(
        `Shipment #${shipment.id}`,
      );
    } finally {
      await sink.close();
    }
  });

  it('is sent once for a card authenticated and then confirmed twice', async () => {
    const who = await shipper(server);
    const email = await emailOf(server, who);
    const shipment = await bookShipment(server, who);
    const started = await pay(server, who, shipment.id, 'pm_card_authenticationRequired');
    const intentId = started.json<PaymentResult>().payment.stripe_payment_intent_id;
    await settled(server);
    expect(await countMail(server.dataDir, email, RECEIPT)).toBe(0);
    const [first, second] = await Promise.all([
      confirm(server, who, intentId),
      confirm(server, who, intentId),
    ]);
    expect([first.statusCode, second.statusCode]).toContain(200);
    const mail = await waitForMail(server.dataDir, email, RECEIPT);
    // No card was saved: the receipt says nothing of one.
    expect(mail.text).not.toContain('ending in');
    expect((await confirm(server, who, intentId)).json()).toMatchObject({ status: 'succeeded' });
    await settled(server);
    expect(await countMail(server.dataDir, email, RECEIPT)).toBe(1);
  });
});

describe('the receipt of a Stripe payment also reported by its webhook', () => {
  const SECRET = 'whsec_receipts';
  const stripe = fixture(startFakeStripe);
  const env = () => ({ ...stripe.env, STRIPE_WEBHOOK_SECRET: SECRET, APP_URL });
  const recoverHold = holdRecovery();
  const first = testServerFixture({ env });
  const second = secondServerFixture(first, { wrapPayments: recoverHold.wrap });
  afterAll(() => stripe.close());

  let eventNumber = 0;
  const deliver = (server: TestServer, intentId: string) => {
    eventNumber += 1;
    const payload = JSON.stringify({
      id: `evt_receipt_${eventNumber}_${Date.now()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: stripe.intents.get(intentId) },
    });
    return server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
    });
  };
  const intentOf = (shipmentId: number) => {
    const intent = [...stripe.intents.values()].find(
      (found) => (found.metadata as { shipment_id: string }).shipment_id === String(shipmentId),
    );
    if (!intent) throw new Error('Stripe made no intent.');
    return intent.id;
  };
  const bothSettled = () => Promise.all([settled(first), settled(second)]);

  it('is sent once when the answer and then the webhook report the payment', async () => {
    const who = await shipper(first);
    const email = await emailOf(first, who);
    const shipment = await bookShipment(first, who);
    expect((await pay(first, who, shipment.id)).statusCode).toBe(200);
    await waitForMail(first.dataDir, email, RECEIPT);
    const intentId = intentOf(shipment.id);
    expect((await deliver(first, intentId)).statusCode).toBe(200);
    expect((await deliver(second, intentId)).statusCode).toBe(200);
    await bothSettled();
    expect(await countMail(first.dataDir, email, RECEIPT)).toBe(1);
  });

  it('is sent once when two servers record the same lost payment, by the webhook and a retry', async () => {
    const who = await shipper(first);
    const email = await emailOf(first, who);
    const shipment = await bookShipment(first, who);
    stripe.loseAnswers(3);
    expect((await pay(first, who, shipment.id)).statusCode).toBe(500);
    // The retry on the second server asks Stripe what became of the attempt; the webhook records
    // the payment on the first server while the answer is on its way: both record the success.
    const held = recoverHold.next();
    const retry = pay(second, who, shipment.id);
    const release = await held;
    expect((await deliver(first, intentOf(shipment.id))).statusCode).toBe(200);
    await waitForMail(first.dataDir, email, RECEIPT);
    release();
    expect((await retry).json()).toMatchObject({ status: 'succeeded' });
    expect(recoverHold.recovered()).toBe(1);
    await bothSettled();
    expect(await countMail(first.dataDir, email, RECEIPT)).toBe(1);
  });
});

describe('a receipt that cannot be sent', () => {
  // Nothing listens on port 1: every message is refused at once.
  const server = testServerFixture({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

  it('leaves the payment paid', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    expect((await pay(server, who, shipment.id)).json()).toEqual(succeeded());
    await settled(server);
    expect((await readShipment(server, who, shipment.id)).status).toBe('upcoming');
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({ status: 'paid' });
  });

  it('is logged with its reason and shipment, never the message or the address', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    expect((await pay(server, who, shipment.id)).statusCode).toBe(200);
    // The server's own try ends first: one try at a time has the receipt.
    await settled(server);
    const errors: [object, string][] = [];
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:1' }), {
      info: () => undefined,
      error: (details, message) => errors.push([details, message]),
    });
    sendPaymentReceipt({ ...server, mailer }, shipment.id);
    await settleLater(mailer);
    expect(errors).toEqual([
      [
        { shipmentId: shipment.id, reason: expect.stringContaining('ECONNREFUSED') },
        'could not send the payment receipt e-mail',
      ],
    ]);
  });
});
