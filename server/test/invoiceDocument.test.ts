import { formatUsd } from '@domain/invoiceDocumentSheet';
import { addDays } from '@domain/dates';
import { INVOICE_ISSUER } from '@domain/invoiceDocumentIssuer';
import type { InvoiceDocument, Shipment } from '@domain/types';
import { finalize, invoicePage, payByCard } from './listFixtures';
import type { Caller } from './shipmentFixtures';
import { book, callApi, FACILITY, laneCities, newShipper, patchShipment } from './shipmentFixtures';
import { fixture } from './fixture';
import { pdfText } from './pdfText';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const PICKUP = '2026-06-22';

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));

const DOCK = { ...FACILITY, facility_name: 'Big D Crossdock', facility_address: '1 Dock Rd' };

/** A shipment from Chicago to Dallas with both facilities given and finalized, maybe paid. */
const invoiced = async (
  who: Caller,
  { pay = false, driverAssist = false, saveCard = true } = {},
): Promise<{ shipment: Shipment; invoiceId: number }> => {
  const booked = await book(server, who, {
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate: PICKUP,
  });
  await patchShipment(server, who, booked.id, 'appointment', { pickup: FACILITY });
  await patchShipment(server, who, booked.id, 'appointment', {
    dropoff: { ...DOCK, zip_code: '75201' },
  });
  if (driverAssist)
    await patchShipment(server, who, booked.id, 'appointment', { driver_assist: true });
  const shipment = await finalize(server, who, booked.id);
  if (pay) {
    if (saveCard)
      await callApi(server, who, 'POST', '/payment-methods/', {
        payment_method_id: 'pm_card_visa',
      });
    server.clock.set(new Date('2026-06-16T09:30:00.000Z'));
    await payByCard(server, who, booked.id);
    server.clock.set(NOW);
  }
  const [invoice] = (await invoicePage(server, who, `?shipment_id=${booked.id}`)).results;
  if (!invoice) throw new Error('No invoice.');
  return { shipment, invoiceId: invoice.id };
};

const detail = async (who: Caller, id: number | string) =>
  callApi(server, who, 'GET', `/invoices/${id}/`);

describe('GET /api/invoices/<id>/', () => {
  it('gives a paid invoice with its lines, shipment, whom it bills and the card that paid', async () => {
    const riley = await newShipper(server);
    const { shipment, invoiceId } = await invoiced(riley, { pay: true, driverAssist: true });
    const response = await detail(riley, invoiceId);
    expect(response.statusCode).toBe(200);
    const invoice = response.json<InvoiceDocument>();
    expect(invoice).toEqual({
      id: invoiceId,
      invoice_number: `INV-${String(invoiceId).padStart(6, '0')}`,
      shipment_id: shipment.id,
      created_at: NOW.toISOString(),
      total_amount: shipment.total_price,
      status: 'paid',
      paid_at: '2026-06-16T09:30:00.000Z',
      due_date: PICKUP,
      line_items: [
        { description: 'Linehaul, fuel included', amount: shipment.base_price },
        { description: 'Driver assist', amount: '150.00' },
      ],
      shipment: {
        id: shipment.id,
        reference_number: 'PO-1001',
        equipment: 'dryVan',
        commodity: 'Canned goods',
        packaging: 24,
        packaging_type: 'Pallets',
        weight: 42,
        miles: 963,
        pickup: {
          city: { name: 'Chicago', region_code: 'IL' },
          date: PICKUP,
          facility_name: FACILITY.facility_name,
          facility_address: FACILITY.facility_address,
          zip_code: FACILITY.zip_code,
        },
        dropoff: {
          city: { name: 'Dallas', region_code: 'TX' },
          date: shipment.dropoff.date,
          facility_name: 'Big D Crossdock',
          facility_address: '1 Dock Rd',
          zip_code: '75201',
        },
      },
      bill_to: {
        company_name: 'Stone Provisions',
        contact_name: 'Riley Stone',
        email: expect.stringMatching(/^shipper-.*@example\.com$/),
      },
      payment_card: { brand: 'visa', last4: '4242' },
      refunded_amount: null,
      refunded_at: null,
      // 42,000 lb is 19.05 t; 963 mi is 1,549.8 km; at 95 g a tonne-km: 2,804.9 kg.
      co2e_kg: 2805,
      co2e_method:
        'GLEC Framework v3.1 (ISO 14083), well to wheel: the North American truckload dry van ' +
        "default of 95 g CO2e per tonne-km, for the shipment's 42,000 lb.",
    });
  });

  it('gives an unpaid invoice one line and no card, overdue once its pickup date passed', async () => {
    const riley = await newShipper(server);
    const { shipment, invoiceId } = await invoiced(riley);
    const pending = (await detail(riley, invoiceId)).json<InvoiceDocument>();
    expect(pending).toMatchObject({
      status: 'pending',
      paid_at: null,
      due_date: PICKUP,
      line_items: [{ description: 'Linehaul, fuel included', amount: shipment.total_price }],
      payment_card: null,
    });
    server.clock.set(new Date(`${addDays(PICKUP, 1)}T00:00:00.000Z`));
    expect((await detail(riley, invoiceId)).json<InvoiceDocument>().status).toBe('overdue');
  });

  it('shows no card for a payment made with a card never saved', async () => {
    const riley = await newShipper(server);
    const { invoiceId } = await invoiced(riley, { pay: true, saveCard: false });
    expect((await detail(riley, invoiceId)).json<InvoiceDocument>()).toMatchObject({
      status: 'paid',
      payment_card: null,
    });
  });

  it("answers 404 for another shipper's invoice and for ids that name none, PDF too", async () => {
    const owner = await newShipper(server);
    const stranger = await newShipper(server);
    const { invoiceId } = await invoiced(owner, { pay: true });
    for (const id of [String(invoiceId), 'abc', '0', '-1', '99999999', '2147483648', '1e3']) {
      for (const path of [`/invoices/${id}/`, `/invoices/${id}/pdf/`]) {
        const response = await callApi(server, stranger, 'GET', path);
        expect([path, response.statusCode, response.json()]).toEqual([
          path,
          404,
          { message: 'Not found.' },
        ]);
      }
    }
    expect((await callApi(server, null, 'GET', `/invoices/${invoiceId}/pdf/`)).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/invoices/<id>/pdf/', () => {
  it('is a PDF download named after the invoice, saying all the invoice says', async () => {
    const riley = await newShipper(server);
    const { shipment, invoiceId } = await invoiced(riley, { pay: true, driverAssist: true });
    const invoice = (await detail(riley, invoiceId)).json<InvoiceDocument>();
    const response = await callApi(server, riley, 'GET', `/invoices/${invoiceId}/pdf/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.invoice_number}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    const base = Number(shipment.base_price).toLocaleString('en-US', {
      style: 'currency',
      currency: 'USD',
    });
    const total = Number(shipment.total_price).toLocaleString('en-US', {
      style: 'currency',
      currency: 'USD',
    });
    for (const expected of [
      INVOICE_ISSUER.name,
      ...INVOICE_ISSUER.address,
      INVOICE_ISSUER.email,
      'Remit payment to'.toUpperCase(),
      ...INVOICE_ISSUER.remitTo,
      'Stone Provisions',
      'Riley Stone',
      invoice.bill_to.email,
      `Invoice ${invoice.invoice_number}`,
      'Invoice date Jun 15, 2026',
      'Due date Jun 22, 2026',
      'Status Paid',
      `Shipment #${shipment.id}`,
      'Reference PO-1001',
      'Lane Chicago, IL to Dallas, TX',
      `Pickup Jun 22, 2026, ${FACILITY.facility_name}, ${FACILITY.facility_address}, ${FACILITY.zip_code}`,
      'Big D Crossdock, 1 Dock Rd, 75201',
      'Equipment Dry Van',
      'Commodity Canned goods',
      'Packages 24 Pallets',
      'Weight 42,000 lbs',
      // 42,000 lb is 19.05 t; 963 mi is 1,549.8 km; at 95 g a tonne-km: 2,804.9 kg.
      'Emissions 2,805 kg CO2e',
      'GLEC Framework v3.1 (ISO 14083)',
      `Linehaul, fuel included ${base}`,
      'Driver assist $150.00',
      `Total ${total}`,
      'Paid on Jun 16, 2026',
      'Card Visa ending in 4242',
    ])
      expect(text).toContain(expected);
  });

  it('says when an unpaid invoice is due, and shows no payment', async () => {
    const riley = await newShipper(server);
    const { invoiceId } = await invoiced(riley);
    const response = await callApi(server, riley, 'GET', `/invoices/${invoiceId}/pdf/`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Status Pending');
    expect(text).toContain('Payment is due by Jun 22, 2026');
    expect(text).not.toContain('Paid on');
    expect(text).not.toContain('ending in');
  });

  it('says nothing is due once the shipment is cancelled, and what was refunded', async () => {
    const riley = await newShipper(server);
    const unpaid = await invoiced(riley);
    const paid = await invoiced(riley, { pay: true });
    for (const { shipment } of [unpaid, paid])
      await callApi(server, riley, 'POST', `/shipper/shipments/${shipment.id}/cancel/`, {
        reason: 'plans_changed',
      });
    const textOf = async (invoiceId: number) => {
      const response = await callApi(server, riley, 'GET', `/invoices/${invoiceId}/pdf/`);
      return await pdfText(response.rawPayload);
    };
    const voided = await textOf(unpaid.invoiceId);
    expect(voided).toContain('Status Void');
    expect(voided).toContain('The shipment was cancelled before payment: nothing is due.');
    expect(voided).not.toContain('Payment is due');
    const refunded = await textOf(paid.invoiceId);
    expect(refunded).toContain('Status Refunded');
    expect(refunded).toContain(
      `The shipment was cancelled: ${formatUsd(paid.shipment.total_price)} of the payment is refunded to the card that paid, and nothing is due.`,
    );
  });
});
