import { freeCancellationDeadline } from '@domain/cancellationDeadline';
import { formatZonedMoment } from '@domain/zonedMoment';
import { LATE_CANCELLATION_FEE_CENTS } from '@domain/cancellationTerms';
import { formatDay, formatUsd } from '@domain/invoiceDocumentSheet';
import { todayUtc } from '@domain/dates';
import { centsToMoney, moneyToCents } from '@domain/money';
import type { InvoiceDocument, Shipment } from '@domain/types';
import { settleLater } from '../mail/sendLater';
import type { PaymentProvider } from '../payments/paymentProvider';
import { attachmentOf, emailOf } from './mailParts';
import { countMail, waitForMail } from './outbox';
import { bookShipment, call, invoiceOf, pay, readShipment, shipper } from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { pdfText } from './pdfText';
import type { TestServer } from './testServer';
import { testServerFixture } from './testServerFixture';

const APP_URL = 'https://loadline.example';
const NOW = new Date('2026-06-15T15:00:00.000Z');
const NOTICE = /^Your Loadline shipment #\d+ is cancelled$/;

const cancel = (server: TestServer, who: Shipper, id: number, body: object) =>
  call(server, who, 'POST', `/shipper/shipments/${id}/cancel/`, body);

/** A shipment booked (Dallas to Houston) and paid with the shipper's saved Visa. */
const paidWithSavedVisa = async (server: TestServer, who: Shipper) => {
  await call(server, who, 'POST', '/payment-methods/', { payment_method_id: 'pm_card_visa' });
  const shipment = await bookShipment(server, who);
  expect((await pay(server, who, shipment.id)).statusCode).toBe(200);
  return readShipment(server, who, shipment.id);
};

/** The notice to the shipper, both its parts, and its attached invoice read back. */
const noticeTo = async (server: TestServer, who: Shipper, shipmentId: number) => {
  const mail = await waitForMail(server.dataDir, await emailOf(server, who), NOTICE);
  expect(mail.subject).toBe(`Your Loadline shipment #${shipmentId} is cancelled`);
  const attachment = attachmentOf(mail);
  const invoice = (await invoiceOf(server, who, shipmentId)) as InvoiceDocument;
  expect(attachment.filename).toBe(`${invoice.invoice_number}.pdf`);
  expect(attachment.mimeType).toBe('application/pdf');
  return {
    parts: [mail.text ?? '', mail.html ?? ''],
    html: mail.html ?? '',
    invoice,
    pdf: await pdfText(attachment.bytes),
  };
};

/** The day it is on the server's clock, as e-mails write a day. */
const dayOf = (server: TestServer) => formatDay(todayUtc(server.clock.now()));

/** The free-cancellation deadline of a shipment booked by bookShipment, in Dallas. */
const deadlineOf = (shipment: Shipment) =>
  freeCancellationDeadline(shipment.pickup.date, 'America/Chicago');

describe('the cancellation notice', () => {
  const server = testServerFixture({ now: NOW, env: { APP_URL } });

  it('tells of an unpaid shipment that nothing was charged and its invoice is void', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const cancelled = await cancel(server, who, shipment.id, {
      reason: 'other',
      reason_text: 'The customer closed the plant.',
    });
    expect(cancelled.statusCode).toBe(200);

    const notice = await noticeTo(server, who, shipment.id);
    const link = `${APP_URL}/shipments/${shipment.id}`;
    for (const part of notice.parts) {
      expect(part).toContain(
        `Shipment #${shipment.id}, Dallas, TX to Houston, TX, pickup on ${formatDay(shipment.pickup.date)}, was cancelled on Jun 15, 2026.`,
      );
      expect(part).toContain(link);
    }
    expect(notice.parts[0]).toContain('Your reason: Other, "The customer closed the plant."');
    expect(notice.html).toContain('Your reason: Other, &quot;The customer closed the plant.&quot;');
    expect(notice.html).toContain(`<a href="${link}"`);
    expect(notice.parts[0]).toContain(
      `Nothing was charged, and invoice ${notice.invoice.invoice_number} is void: nothing is due.`,
    );
    expect(notice.parts[0]).not.toContain('refund');
    expect(notice.pdf).toContain('Status Void');
  });

  it('tells of a paid shipment cancelled in time that all of it was refunded, to which card and when', async () => {
    const who = await shipper(server);
    const shipment = await paidWithSavedVisa(server, who);
    server.clock.set(new Date(Date.parse(deadlineOf(shipment)) - 1));
    await cancel(server, who, shipment.id, { reason: 'booked_elsewhere' });

    const notice = await noticeTo(server, who, shipment.id);
    for (const part of notice.parts) {
      expect(part).toContain('Your reason: Booked elsewhere.');
      expect(part).toContain(
        `The full ${formatUsd(shipment.total_price)} you paid was refunded to Visa ending in 4242 on ${dayOf(server)}. A refund can take 5 to 10 business days to show on your card statement.`,
      );
    }
    expect(notice.pdf).toContain('Status Refunded');
  });

  it('tells of a paid shipment cancelled late when free cancellation ended, the fee kept and the rest refunded', async () => {
    const who = await shipper(server);
    const shipment = await paidWithSavedVisa(server, who);
    const deadline = deadlineOf(shipment);
    server.clock.set(new Date(deadline));
    await cancel(server, who, shipment.id, { reason: 'price' });

    const fee = LATE_CANCELLATION_FEE_CENTS.dryVan;
    const refund = centsToMoney(moneyToCents(shipment.total_price) - fee);
    const notice = await noticeTo(server, who, shipment.id);
    const ended = formatZonedMoment(deadline, 'America/Chicago');
    expect(ended).toMatch(/^\w{3}, Jun \d+, 12:00 AM CDT$/);
    for (const part of notice.parts)
      expect(part).toContain(
        `Free cancellation ended ${ended}, so a $150.00 cancellation fee was kept. The other ${formatUsd(refund)} was refunded to Visa ending in 4242 on ${dayOf(server)}.`,
      );
    expect(notice.pdf).toContain('Status Partially refunded');
  });

  it('is sent once, however many cancels race', async () => {
    const who = await shipper(server);
    const shipment = await paidWithSavedVisa(server, who);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        cancel(server, who, shipment.id, { reason: 'plans_changed' }),
      ),
    );
    expect(answers.filter(({ statusCode }) => statusCode === 200)).toHaveLength(1);
    await noticeTo(server, who, shipment.id);
    await settleLater(server.mailer);
    expect(await countMail(server.dataDir, await emailOf(server, who), NOTICE)).toBe(1);
  });
});

describe('the cancellation notice of a refund the provider has not made yet', () => {
  const refusing = (provider: PaymentProvider): PaymentProvider => ({
    ...provider,
    refund: () => Promise.reject(new Error('connect ETIMEDOUT')),
  });
  const server = testServerFixture({ now: NOW, wrapPayments: refusing });

  it('says the refund is under way', async () => {
    const who = await shipper(server);
    const shipment = await paidWithSavedVisa(server, who);
    await cancel(server, who, shipment.id, { reason: 'wrong_details' });

    const notice = await noticeTo(server, who, shipment.id);
    expect(notice.parts[0]).toContain(
      `The full ${formatUsd(shipment.total_price)} you paid is being refunded to Visa ending in 4242.`,
    );
  });
});
