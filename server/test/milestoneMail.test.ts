import { eq } from 'drizzle-orm';
import { mailOutbox, shipments } from '../db/schema';
import { sweepOwedMail } from '../services/mailOutbox/sweepOwedMail';
import { sweepEtaAlerts } from '../services/notifications/sweepEtaAlerts';
import { carrierInput, newDispatcher } from './dispatchFixtures';
import { assign, event, POD, sendEvent, sendPod } from './driverFixtures';
import { attachmentOf } from './mailParts';
import {
  assignedLoadOf,
  choose,
  type Company,
  everyKind,
  mailsAbout,
  newCompany,
  sentAbout,
} from './milestoneMailFixtures';
import { recordEvent } from './opsFixtures';
import { pdfText } from './pdfText';
import { callApi } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
/** The pickup day of the loads booked (a week on), 9 AM in Dallas. */
const PICKUP_MORNING = new Date('2026-06-22T14:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

const server = testServerFixture({ now: NOW });

/** The company's load, on the road since the pickup day's morning. */
const departedLoad = async (company: Company) => {
  const load = await assignedLoadOf(server, company.booker);
  server.clock.set(PICKUP_MORNING);
  const departed = await sendEvent(server, load.token, event('departed_pickup', PICKUP_MORNING));
  expect(departed.statusCode).toBe(200);
  return load;
};

const owedRows = (shipmentId: number) =>
  server.db.select().from(mailOutbox).where(eq(mailOutbox.shipmentId, shipmentId));

describe('the e-mails of a load as it moves', () => {
  it('go to the member who booked it unless they chose none, to every member who chose all the loads, and to nobody else', async () => {
    const company = await newCompany(server);
    await choose(server, company.booker, { ...everyKind('mine'), carrier_assigned: 'none' });
    await choose(server, company.viewer, everyKind('all'));
    await choose(server, company.finance, { ...everyKind('none'), delivered: 'all' });
    // The admin chose nothing: the loads they booked only.
    const load = await departedLoad(company);
    expect((await sendPod(server, load.token, POD)).statusCode).toBe(200);
    await sweepOwedMail(server);

    expect(await sentAbout(server, company, load.shipment.id)).toEqual([
      'Carrier assigned to viewer',
      'Delivered to booker',
      'Delivered to finance',
      'Delivered to viewer',
      'Picked up to booker',
      'Picked up to viewer',
    ]);
  });

  it('are owed once per member: a departure reported again or by a dispatcher, and a reassignment, owe nothing more', async () => {
    const company = await newCompany(server);
    await choose(server, company.admin, everyKind('all'));
    const load = await departedLoad(company);
    await sendEvent(server, load.token, event('departed_pickup', PICKUP_MORNING));
    const dispatcher = await newDispatcher(server);
    const byHand = await recordEvent(server, dispatcher, load.shipment.id, {
      code: 'departed_pickup',
      at: PICKUP_MORNING.toISOString(),
    });
    expect(byHand.statusCode).toBe(200);
    await assign(server, load.shipment.id, load.dispatcherId);
    await sweepOwedMail(server);
    await sweepOwedMail(server);

    expect(await sentAbout(server, company, load.shipment.id)).toEqual([
      'Carrier assigned to admin',
      'Carrier assigned to booker',
      'Picked up to admin',
      'Picked up to booker',
    ]);
  });

  it('tell of the pickup: when, with which carrier, and the arrival estimate, with a link to the load', async () => {
    const company = await newCompany(server);
    const { shipment } = await departedLoad(company);
    await sweepOwedMail(server);

    const pickedUp = (await mailsAbout(server, shipment.id)).find((mail) =>
      mail.subject?.startsWith('Picked up:'),
    );
    expect(pickedUp?.subject).toBe(`Picked up: shipment #${shipment.id} Dallas, TX → Houston, TX`);
    expect(pickedUp?.text).toContain('Hi Booker,');
    expect(pickedUp?.text).toContain(
      `Shipment #${shipment.id}, Dallas, TX to Houston, TX, was picked up and left the pickup on ` +
        `Mon, Jun 22, 9:00 AM CDT with ${carrierInput().legal_name}.`,
    );
    expect(pickedUp?.text).toMatch(
      /Estimated arrival: Mon, Jun 22, \d{1,2}:\d{2} PM CDT, on time \(\d+ mi left at 50 mph, no break\)\./,
    );
    expect(pickedUp?.text).toContain(`${server.config.appUrl}/shipments/${shipment.id}`);
  });

  it('tell of the delivery with the proof of delivery attached as a PDF', async () => {
    const company = await newCompany(server);
    const load = await departedLoad(company);
    server.clock.advance(5 * HOUR_MS);
    expect((await sendPod(server, load.token, POD)).statusCode).toBe(200);
    await sweepOwedMail(server);

    const delivered = (await mailsAbout(server, load.shipment.id)).find((mail) =>
      mail.subject?.startsWith('Delivered:'),
    );
    expect(delivered?.subject).toBe(
      `Delivered: shipment #${load.shipment.id} Dallas, TX → Houston, TX`,
    );
    expect(delivered?.text).toContain(
      `Shipment #${load.shipment.id}, Dallas, TX to Houston, TX, was delivered on Mon, Jun 22, ` +
        '2:00 PM CDT, received by Ann Lee.',
    );
    expect(delivered?.text).toContain('Over, short or damaged: none noted.');
    expect(delivered?.text).toContain(
      'The proof of delivery, with the receiver’s signature, is attached as a PDF.',
    );
    if (!delivered) throw new Error('No delivery e-mail.');
    const pdf = attachmentOf(delivered);
    expect([pdf.filename, pdf.mimeType]).toEqual([
      `proof-of-delivery-${load.shipment.id}.pdf`,
      'application/pdf',
    ]);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Proof of delivery');
    expect(text).toContain('Ann Lee');
  });

  it('tell of a delivery a dispatcher entered by hand that no proof was signed', async () => {
    const company = await newCompany(server);
    const load = await departedLoad(company);
    const dispatcher = await newDispatcher(server);
    server.clock.advance(5 * HOUR_MS);
    const entered = await recordEvent(server, dispatcher, load.shipment.id, {
      code: 'delivered',
      at: server.clock.now().toISOString(),
    });
    expect(entered.statusCode).toBe(200);
    await sweepOwedMail(server);

    const delivered = (await mailsAbout(server, load.shipment.id)).find((mail) =>
      mail.subject?.startsWith('Delivered:'),
    );
    expect(delivered?.text).toContain(
      'The delivery was recorded by our dispatch desk, without a signed proof of delivery.',
    );
    expect(delivered?.attachments).toEqual([]);
  });

  it('owed to a member removed before they went are not sent to them', async () => {
    const company = await newCompany(server);
    await choose(server, company.viewer, everyKind('all'));
    const load = await departedLoad(company);
    const removed = await callApi(
      server,
      company.admin,
      'DELETE',
      `/company/members/${company.viewer.userId}/`,
    );
    expect(removed.statusCode).toBe(200);
    await sweepOwedMail(server);

    expect(await sentAbout(server, company, load.shipment.id)).toEqual([
      'Carrier assigned to booker',
      'Picked up to booker',
    ]);
    expect((await owedRows(load.shipment.id)).filter(({ sentAt }) => !sentAt)).toEqual([]);
  });
});

describe('the warning that a load is at risk or late', () => {
  it('goes once, when the load turns at risk, saying why, and not again when it turns late', async () => {
    const company = await newCompany(server);
    await choose(server, company.finance, { ...everyKind('none'), eta_alert: 'all' });
    const load = await departedLoad(company);
    await sweepEtaAlerts(server);
    server.clock.advance(HOUR_MS);
    await sweepEtaAlerts(server);
    expect(await sentAbout(server, company, load.shipment.id)).not.toContain('At risk to booker');

    // Not seen for four hours: the estimate is at risk.
    server.clock.advance(3 * HOUR_MS);
    await sweepEtaAlerts(server);
    expect(
      (await sentAbout(server, company, load.shipment.id)).filter((sent) =>
        /^(At risk|Late) /.test(sent),
      ),
    ).toEqual(['At risk to booker', 'At risk to finance']);
    const [alert] = (await mailsAbout(server, load.shipment.id)).filter((mail) =>
      mail.subject?.startsWith('At risk:'),
    );
    expect(alert?.subject).toBe(`At risk: shipment #${load.shipment.id} Dallas, TX → Houston, TX`);
    expect(alert?.text).toMatch(
      new RegExp(
        `Shipment #${load.shipment.id}, Dallas, TX to Houston, TX, is at risk of missing its ` +
          'dropoff on Jun 2\\d, 2026: it is now estimated to arrive Mon, Jun 22, ' +
          '\\d{1,2}:\\d{2} PM CDT \\(\\d+ mi left at 50 mph, no break\\)\\.',
      ),
    );
    expect(alert?.text).toContain('The truck was last seen on Mon, Jun 22, 9:00 AM CDT.');
    const [row] = await server.db
      .select({ alertedAt: shipments.etaAlertedAt })
      .from(shipments)
      .where(eq(shipments.id, load.shipment.id));
    expect(row?.alertedAt).toEqual(server.clock.now());

    server.clock.advance(48 * HOUR_MS);
    await sweepEtaAlerts(server);
    await sweepOwedMail(server);
    expect(
      (await sentAbout(server, company, load.shipment.id)).filter((sent) =>
        /^(At risk|Late) /.test(sent),
      ),
    ).toEqual(['At risk to booker', 'At risk to finance']);
  });
});
