import { MESSAGES, tooLongMessage } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { seedShipment, seedUser } from './db';
import { call, FACILITY, FINAL_DETAILS } from './testing/callApi';

// The mocks answer malformed input with the server's messages, from the same contract.

const finalize = (token: string, id: number, changes: Record<string, unknown>) =>
  call(`/shipper/shipments/${id}/finalizing/`, {
    method: 'PATCH',
    token,
    body: { ...FINAL_DETAILS, ...changes },
  });

describe('malformed input to the mocked API', () => {
  it("limits the weight to the shipment's trailer and the packaging count", async () => {
    const { user, token } = seedUser();
    const dryVan = seedShipment(user.id, { equipment: 'dryVan' });
    const reefer = seedShipment(user.id, { equipment: 'reefer' });
    expect((await finalize(token, dryVan.id, { weight: 45 })).status).toBe(200);
    expect(await finalize(token, dryVan.id, { weight: 2_147_483_648 })).toEqual({
      status: 400,
      body: { errors: { weight: [MESSAGES.weightTooHighDryVan] } },
    });
    const cold = { temperature_f: 34, temperature_mode: 'continuous' };
    expect(await finalize(token, reefer.id, { weight: 44, packaging: 10_001, ...cold })).toEqual({
      status: 400,
      body: {
        errors: { weight: [MESSAGES.weightTooHighReefer], packaging: [MESSAGES.packagingTooMany] },
      },
    });
  });

  it('refuses NUL characters, lists where text goes and overlong text on their fields', async () => {
    const { user, token } = seedUser();
    const { id } = seedShipment(user.id);
    expect(
      await finalize(token, id, {
        pickup_notes: 'Dock\u00004',
      }),
    ).toEqual({ status: 400, body: { errors: { pickup_notes: [SERVER_MESSAGES.nulCharacter] } } });
    expect(
      await finalize(token, id, { commodity: ['Canned goods'], dropoff_notes: 'n'.repeat(1001) }),
    ).toEqual({
      status: 400,
      body: {
        errors: { commodity: [MESSAGES.notText], dropoff_notes: [tooLongMessage(1000)] },
      },
    });
    const facility = await call(`/shipper/shipments/${id}/appointment/`, {
      method: 'PATCH',
      token,
      body: { pickup: { ...FACILITY, facility_name: { name: 'Dock' } } },
    });
    expect(facility).toEqual({
      status: 400,
      body: { errors: { facility_name: [MESSAGES.notText] } },
    });
  });

  it('refuses an invoice month the server refuses', async () => {
    const { token } = seedUser();
    const response = await call('/invoices/?month_start=0000-01-01T00%3A00%3A00Z', { token });
    expect(response).toEqual({
      status: 400,
      body: { errors: { month_start: [SERVER_MESSAGES.monthStartOutOfRange] } },
    });
  });
});
