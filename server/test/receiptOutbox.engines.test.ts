import { eq } from 'drizzle-orm';
import type { Email } from 'postal-mime';
import type { Invoice } from '@domain/types';
import { loadConfig } from '../config';
import { mailOutbox } from '../db/schema';
import { createMailer } from '../mail/createMailer';
import type { Mailer, MailLog } from '../mail/mailer';
import { settleLater } from '../mail/sendLater';
import { sweepOwedMail } from '../services/mailOutbox/sweepOwedMail';
import { fixture } from './fixture';
import { bookShipment, invoiceOf, pay, shipper, succeeded } from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { startSmtpSink } from './smtpSink';
import type { TestServer } from './testServer';
import { secondServerFixture, testServerFixture } from './testServerFixture';

const RECEIPT = /^Your Loadline receipt for (INV-\d{6})$/;
const MINUTE = 60_000;
/** Nothing listens on port 1: every message is refused at once. */
const REFUSED = 'smtp://127.0.0.1:1';

const owedFor = async (server: TestServer, shipmentId: number) =>
  server.db.select().from(mailOutbox).where(eq(mailOutbox.shipmentId, shipmentId));

const invoiceNumberOf = async (server: TestServer, who: Shipper, shipmentId: number) =>
  ((await invoiceOf(server, who, shipmentId)) as Invoice).invoice_number;

const invoiceNumbersIn = (mails: Email[]) =>
  mails.map((mail) => RECEIPT.exec(mail.subject ?? '')?.[1]);

describe('the receipt of a payment', () => {
  const server = testServerFixture();

  it('is owed with the payment, and marked sent once sent', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    expect((await pay(server, who, shipment.id)).json()).toEqual(succeeded());
    await settleLater(server.mailer);
    expect(await owedFor(server, shipment.id)).toEqual([
      expect.objectContaining({
        kind: 'payment_receipt',
        sentAt: expect.any(Date),
        claimedBy: null,
        attempts: 1,
        lastError: null,
      }),
    ]);
  });

  it('is not owed for a payment refused', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    expect((await pay(server, who, shipment.id, 'pm_card_visa_chargeDeclined')).statusCode).toBe(
      400,
    );
    expect(await owedFor(server, shipment.id)).toEqual([]);
  });
});

describe('a receipt the mail server would not take at first', () => {
  const first = testServerFixture({ env: { SMTP_URL: REFUSED } });
  const second = secondServerFixture(first);
  const sink = fixture(startSmtpSink, (made) => made.close());

  /** The mail server back up: what a server sends goes to the sink, a little slowly. */
  const working = (server: TestServer) => {
    const smtp = createMailer(loadConfig({ NODE_ENV: 'test', SMTP_URL: sink.url }));
    const mailer: Mailer = {
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await smtp.send(mail);
      },
    };
    return { ...server, mailer };
  };
  const refusing = (server: TestServer, log: MailLog) => ({
    ...server,
    mailer: createMailer(loadConfig({ NODE_ENV: 'test', SMTP_URL: REFUSED }), log),
  });

  /** A paid shipment whose receipt the server could not send. */
  const paidUnsent = async (who: Shipper) => {
    const shipment = await bookShipment(first, who);
    expect((await pay(first, who, shipment.id)).json()).toEqual(succeeded());
    await settleLater(first.mailer);
    return shipment.id;
  };

  it('stays owed with the reason, and a later look sends it once a minute has passed', async () => {
    const who = await shipper(first);
    const shipmentId = await paidUnsent(who);
    expect(await owedFor(first, shipmentId)).toEqual([
      expect.objectContaining({
        sentAt: null,
        claimedBy: null,
        attempts: 1,
        lastError: expect.stringContaining('ECONNREFUSED'),
      }),
    ]);
    const before = sink.received.length;
    await sweepOwedMail(working(first));
    expect(sink.received.length).toBe(before);

    first.clock.advance(MINUTE);
    await sweepOwedMail(working(first));
    expect(invoiceNumbersIn(sink.received.slice(before))).toEqual([
      await invoiceNumberOf(first, who, shipmentId),
    ]);
    expect(await owedFor(first, shipmentId)).toEqual([
      expect.objectContaining({ sentAt: expect.any(Date), claimedBy: null, attempts: 2 }),
    ]);

    first.clock.advance(60 * MINUTE);
    await sweepOwedMail(working(first));
    expect(sink.received.length).toBe(before + 1);
  });

  it('is sent once however many looks at once, on every server, find it', async () => {
    const who = await shipper(first);
    const shipmentIds = [await paidUnsent(who), await paidUnsent(who), await paidUnsent(who)];
    first.clock.advance(MINUTE);
    const before = sink.received.length;
    await Promise.all(
      [first, second, first, second, first, second].map((server) => sweepOwedMail(working(server))),
    );
    const numbers = await Promise.all(shipmentIds.map((id) => invoiceNumberOf(first, who, id)));
    expect(invoiceNumbersIn(sink.received.slice(before)).sort()).toEqual(numbers.sort());
  });

  it('is left to a live server sending it, and taken from one gone or sending it too long', async () => {
    const who = await shipper(first);
    const [alive, gone, slow] = [
      await paidUnsent(who),
      await paidUnsent(who),
      await paidUnsent(who),
    ];
    // No server holds a number this high: on PostgreSQL no lock says it runs, and the embedded
    // database runs one server at a time, which took another number.
    const goneNumber = Math.max(first.instance.id, second.instance.id) + 1000;
    const claim = (shipmentId: number, claimedBy: number) =>
      first.db
        .update(mailOutbox)
        .set({ claimedBy, claimedAt: first.clock.now() })
        .where(eq(mailOutbox.shipmentId, shipmentId));
    await claim(alive, second.instance.id);
    await claim(gone, goneNumber);
    await claim(slow, first.instance.id);

    const before = sink.received.length;
    await sweepOwedMail(working(first));
    expect(invoiceNumbersIn(sink.received.slice(before))).toEqual([
      await invoiceNumberOf(first, who, gone),
    ]);

    first.clock.advance(5 * MINUTE + 1);
    await sweepOwedMail(working(first));
    expect(invoiceNumbersIn(sink.received.slice(before)).sort()).toEqual(
      (await Promise.all([gone, alive, slow].map((id) => invoiceNumberOf(first, who, id)))).sort(),
    );
  });

  it('is given up after ten tries, with an error logged', async () => {
    const who = await shipper(first);
    const shipmentId = await paidUnsent(who);
    const errors: string[] = [];
    const log: MailLog = {
      info: () => undefined,
      error: (_details, message) => errors.push(message),
    };
    for (let tries = 1; tries < 10; tries += 1) {
      first.clock.advance(10 * MINUTE);
      await sweepOwedMail(refusing(first, log));
    }
    expect(await owedFor(first, shipmentId)).toEqual([
      expect.objectContaining({ sentAt: null, attempts: 10 }),
    ]);
    expect(errors.filter((message) => message.startsWith('gave up'))).toEqual([
      'gave up sending the payment receipt e-mail after 10 tries',
    ]);

    const before = sink.received.length;
    first.clock.advance(24 * 60 * MINUTE);
    await sweepOwedMail(working(first));
    expect(sink.received.length).toBe(before);
  });
});
