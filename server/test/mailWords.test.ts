import { INVOICE_ISSUER } from '@domain/invoiceDocumentIssuer';
import { carrierAssignedEmail } from '../mail/carrierAssignedEmail';
import { deliveredEmail } from '../mail/deliveredEmail';
import { etaAlertEmail } from '../mail/etaAlertEmail';
import { pickedUpEmail } from '../mail/pickedUpEmail';

/* The words of the e-mails about a load on the road, as the shipper reads them. */

const SHIPMENT = {
  id: 41,
  pickup: { date: '2026-06-22', city: { id: 1, name: 'Dallas', region_code: 'TX' } },
  dropoff: { date: '2026-06-23', city: { id: 2, name: 'Houston', region_code: 'TX' } },
} as Parameters<typeof deliveredEmail>[0]['shipment'];
const BASE = { to: 'ann@example.com', firstName: 'Ann', appUrl: 'https://app.test' };
const PDF = {
  filename: 'proof-of-delivery-41.pdf',
  content: Buffer.from('%PDF'),
  contentType: 'application/pdf',
};
const AT = { at: '2026-06-22T19:00:00.000Z', timeZone: 'America/Chicago' };

const delivered = (notes: string | null) =>
  deliveredEmail({
    ...BASE,
    shipment: SHIPMENT,
    delivered: AT,
    proof: { receiverName: 'Ann Lee', notes, pdf: PDF },
  });

describe('the e-mails about a load on the road', () => {
  it.each([
    ['Product intact.', 'Over, short or damaged: Product intact.'],
    ['Two cases short!', 'Over, short or damaged: Two cases short!'],
    ['One pallet wet...', 'Over, short or damaged: One pallet wet...'],
    ['  product intact  ', 'Over, short or damaged: product intact.'],
    [null, 'Over, short or damaged: none noted.'],
  ])("end the receiver's notes with one stop: %s", (notes, sentence) => {
    const { text, html } = delivered(notes);
    expect(text).toContain(`${sentence}\n`);
    expect(text).not.toMatch(/[^.]\.\.\n/);
    expect(html).toContain(`<p>${sentence}</p>`);
  });

  it('send questions about the carrier, the pickup, the arrival and the delivery to operations', () => {
    const mails = [
      delivered(null),
      deliveredEmail({ ...BASE, shipment: SHIPMENT, delivered: AT, proof: null }),
      pickedUpEmail({ ...BASE, shipment: SHIPMENT, departed: AT, carrierName: null, eta: null }),
      carrierAssignedEmail({
        ...BASE,
        shipment: SHIPMENT,
        carrier: {
          name: 'Delta Plains Freight',
          usdot_number: '3000001',
          mc_number: null,
          scac: null,
          verified: false,
          verified_at: null,
        },
        driverFirstName: 'Sam',
        truckNumber: 'T-12',
        trailerNumber: 'R-40',
      }),
      etaAlertEmail({
        ...BASE,
        shipment: SHIPMENT,
        eta: { ...AT, state: 'late', explanation: '120 mi left at 50 mph', seenAt: null },
      }),
    ];
    for (const { text, html } of mails) {
      expect(text).toContain(`Write to ${INVOICE_ISSUER.operationsEmail}.`);
      expect(text).not.toContain(INVOICE_ISSUER.email);
      expect(html).not.toContain(INVOICE_ISSUER.email);
    }
  });

  it('spell dropoff and email as the product does', () => {
    const { text } = etaAlertEmail({
      ...BASE,
      shipment: SHIPMENT,
      eta: { ...AT, state: 'at_risk', explanation: '120 mi left at 50 mph', seenAt: null },
    });
    expect(text).toContain('is at risk of missing its dropoff on');
    expect(text).toContain('This is the only email about this load’s estimate');
    expect(text).not.toMatch(/drop-off|e-mail/i);
  });
});
