import type {
  InvoiceDocument,
  InvoicePage,
  SavedPaymentMethod,
  Shipment,
  ShipmentPage,
} from '@domain/types';
import { seedInvoice, seedMember, seedShipment, seedUser } from './db';
import { call, FACILITY } from './testing/callApi';

describe('the mocked API’s companies and roles', () => {
  it('refuses a viewer’s change of a shipment with the server’s 403, and changes nothing', async () => {
    const admin = seedUser();
    const shipment = seedShipment(admin.user.id);
    const viewer = seedMember(admin.user.id, 'viewer');

    const refused = await call(`/shipper/shipments/${shipment.id}/appointment/`, {
      method: 'PATCH',
      token: viewer.token,
      body: { pickup: FACILITY },
    });
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Viewers cannot change shipments.' },
    });
    const read = await call<Shipment>(`/shipper/shipments/${shipment.id}`, {
      token: viewer.token,
    });
    expect(read.body.pickup.facility_name).toBeNull();
  });

  it('refuses each role what the table does not give it, before reading the body', async () => {
    const admin = seedUser();
    const finance = seedMember(admin.user.id, 'finance');
    const viewer = seedMember(admin.user.id, 'viewer');
    const booker = seedMember(admin.user.id, 'booker');

    expect(
      await call('/shipper/shipments/', { method: 'POST', token: finance.token, body: {} }),
    ).toEqual({ status: 403, body: { message: 'Finance members cannot create shipments.' } });
    expect(await call('/invoices/', { token: viewer.token })).toEqual({
      status: 403,
      body: { message: 'Viewers cannot see billing.' },
    });
    expect(
      await call('/payment-methods/', { method: 'POST', token: viewer.token, body: {} }),
    ).toEqual({ status: 403, body: { message: 'Viewers cannot pay for shipments.' } });
    expect(
      await call('/shipper/shipping-needs/', { method: 'POST', token: booker.token, body: {} }),
    ).toEqual({
      status: 403,
      body: { message: 'Bookers cannot change the company’s details.' },
    });
  });

  it('shows every member the shipments any member of the company booked, and no one else', async () => {
    const admin = seedUser();
    const booker = seedMember(admin.user.id, 'booker');
    const viewer = seedMember(admin.user.id, 'viewer');
    const stranger = seedUser();
    const booked = seedShipment(booker.user.id);

    const listed = await call<ShipmentPage>('/shipper/shipments/', { token: viewer.token });
    expect(listed.body.results.map(({ id }) => id)).toEqual([booked.id]);
    const read = await call<Shipment>(`/shipper/shipments/${booked.id}`, { token: admin.token });
    expect(read).toMatchObject({ status: 200, body: { id: booked.id } });

    const theirs = await call<ShipmentPage>('/shipper/shipments/', { token: stranger.token });
    expect(theirs.body.results).toEqual([]);
    expect((await call(`/shipper/shipments/${booked.id}`, { token: stranger.token })).status).toBe(
      404,
    );
  });

  it('shares the company’s invoices and saved cards among its members', async () => {
    const admin = seedUser();
    const booker = seedMember(admin.user.id, 'booker');
    const finance = seedMember(admin.user.id, 'finance');
    const shipment = seedShipment(booker.user.id, { finalized: true });
    const invoice = seedInvoice(shipment.id);

    const listed = await call<InvoicePage>('/invoices/', { token: finance.token });
    expect(listed.body.results.map(({ id }) => id)).toEqual([invoice.id]);
    const document = await call<InvoiceDocument>(`/invoices/${invoice.id}/`, {
      token: finance.token,
    });
    // Billed to the member who booked it.
    expect(document.body.bill_to.email).toBe(booker.user.email);
    expect((await call(`/invoices/${invoice.id}/`, { token: seedUser().token })).status).toBe(404);

    const save = (token: string) =>
      call<SavedPaymentMethod>('/payment-methods/', {
        method: 'POST',
        token,
        body: { payment_method_id: 'pm_card_visa' },
      });
    const saved = await save(booker.token);
    expect((await save(finance.token)).body.id).toBe(saved.body.id);
  });
});
