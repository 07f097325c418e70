import { ROLES, may, type Role } from '@domain/roles';
import type { CancellationQuote } from '@domain/cancellationQuote';
import { bookShipment, pay } from './paymentFixtures';
import { callApi, newMember, newShipper, type Caller } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

/*
 * Which card paid for a shipment is billing's: a member whose role may not see billing reads a
 * shipment's history and what cancelling it would cost without the card's brand and last four.
 */

const server = testServerFixture();
const members = {} as Record<Role, Caller>;
let stranger: Caller;
let shipmentId: number;

const expectOk = async (answer: ReturnType<typeof callApi>) => {
  const response = await answer;
  if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
  return response;
};

beforeAll(async () => {
  members.admin = await newShipper(server);
  for (const role of ROLES.filter((role) => role !== 'admin'))
    members[role] = await newMember(server, members.admin, role);
  stranger = await newShipper(server);
  await expectOk(
    callApi(server, members.admin, 'POST', '/payment-methods/', {
      payment_method_id: 'pm_card_visa',
    }),
  );
  shipmentId = (await bookShipment(server, members.admin)).id;
  await expectOk(pay(server, members.admin, shipmentId));
});

const CARD = 'Visa ending in 4242';

const historyOf = async (who: Caller) => {
  const response = await callApi(server, who, 'GET', `/shipper/shipments/${shipmentId}/activity/`);
  expect(response.statusCode).toBe(200);
  return response.json<{ results: { kind: string; summary: string }[] }>().results;
};

describe("a shipment's history", () => {
  it.each(ROLES)(
    'names the card to a member who may see billing, and only then: %s',
    async (role) => {
      const payment = (await historyOf(members[role])).find(({ kind }) => kind === 'payment_made');
      expect(payment?.summary).toMatch(/^Paid \$[\d,.]+/);
      if (may(role, 'readBilling')) expect(payment?.summary).toMatch(new RegExp(` with ${CARD}$`));
      else expect(payment?.summary).not.toContain('ending in');
    },
  );

  it("is another company's 404", async () => {
    const response = await callApi(
      server,
      stranger,
      'GET',
      `/shipper/shipments/${shipmentId}/activity/`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe("the company's activity and its export", () => {
  it.each(ROLES)('name the card where the role may read them: %s', async (role) => {
    const list = await callApi(server, members[role], 'GET', '/company/activity/');
    const file = await callApi(server, members[role], 'GET', '/company/activity/export/');
    if (!may(role, 'readActivity')) {
      expect([list.statusCode, file.statusCode]).toEqual([403, 403]);
      return;
    }
    const summaries = list
      .json<{ results: { kind: string; summary: string }[] }>()
      .results.filter(({ kind }) => kind === 'payment_made')
      .map(({ summary }) => summary);
    expect(summaries).toEqual([expect.stringContaining(CARD)]);
    expect(file.body.includes(CARD)).toBe(may(role, 'readBilling'));
  });
});

describe('the cancellation quote', () => {
  it.each(ROLES)(
    'is read by every member who sees the shipment, the card only by billing: %s',
    async (role) => {
      const response = await callApi(
        server,
        members[role],
        'GET',
        `/shipper/shipments/${shipmentId}/cancellation/`,
      );
      expect(response.statusCode).toBe(200);
      const quote = response.json<CancellationQuote>();
      expect(quote.allowed).toBe(true);
      expect(quote.refund_card).toEqual(
        may(role, 'readBilling') ? { brand: 'visa', last4: '4242' } : null,
      );
    },
  );

  it("is another company's 404, and cancelling stays the cancel permission's", async () => {
    const path = `/shipper/shipments/${shipmentId}/cancellation/`;
    expect((await callApi(server, stranger, 'GET', path)).statusCode).toBe(404);
    for (const role of ROLES.filter((role) => !may(role, 'cancelShipments'))) {
      const response = await callApi(
        server,
        members[role],
        'POST',
        `/shipper/shipments/${shipmentId}/cancel/`,
        { reason: 'other', reason_text: 'No longer needed.' },
      );
      expect(response.statusCode).toBe(403);
    }
  });
});
