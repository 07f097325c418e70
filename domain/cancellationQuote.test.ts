import { cancellationQuote } from './cancellationQuote';
import type { CancellationSubject } from './cancellationQuote';
import type { ShipmentStatus } from './types';

// Pickup in Chicago on Wednesday, November 25, 2026: free until Tuesday the 24th begins, CST.
const DEADLINE = '2026-11-24T06:00:00.000Z';
const msFromDeadline = (ms: number) => new Date(Date.parse(DEADLINE) + ms);
const LONG_BEFORE = new Date('2026-11-01T12:00:00.000Z');

const VISA = { brand: 'visa', last4: '4242' };

const shipment = (changes: Partial<CancellationSubject> = {}): CancellationSubject => ({
  status: 'upcoming',
  equipment: 'dryVan',
  pickup: { date: '2026-11-25', city: { country_code: 'US', region_code: 'IL' } },
  paidAmountCents: 222230,
  paymentCard: VISA,
  ...changes,
});

describe('cancellationQuote', () => {
  describe('of an unfinished shipment', () => {
    it('allows it at no cost, with nothing to refund and no deadline', () => {
      expect(
        cancellationQuote(shipment({ status: 'unfinished', paidAmountCents: null }), LONG_BEFORE),
      ).toEqual({
        allowed: true,
        reason_if_not: null,
        free_until: null,
        time_zone: 'America/Chicago',
        fee: '0.00',
        refund: '0.00',
        refund_card: null,
      });
    });

    it('allows it at no cost whatever the day, even after its pickup date', () => {
      const unfinished = shipment({ status: 'unfinished', paidAmountCents: null });
      const later = new Date('2026-12-01T12:00:00.000Z');
      expect(cancellationQuote(unfinished, later)).toMatchObject({
        allowed: true,
        fee: '0.00',
        refund: '0.00',
      });
    });
  });

  describe('of an upcoming (paid) shipment', () => {
    it('refunds the whole charge until free cancellation ends', () => {
      expect(cancellationQuote(shipment(), LONG_BEFORE)).toEqual({
        allowed: true,
        reason_if_not: null,
        free_until: DEADLINE,
        time_zone: 'America/Chicago',
        fee: '0.00',
        refund: '2222.30',
        refund_card: VISA,
      });
      expect(cancellationQuote(shipment(), msFromDeadline(-1))).toMatchObject({
        fee: '0.00',
        refund: '2222.30',
      });
    });

    it.each([
      ['exactly as it ends', 0],
      ['a millisecond after', 1],
      ['hours after', 20 * 3_600_000],
    ])('keeps $150.00 of a dry van %s', (_when, ms) => {
      expect(cancellationQuote(shipment(), msFromDeadline(ms))).toEqual({
        allowed: true,
        reason_if_not: null,
        free_until: DEADLINE,
        time_zone: 'America/Chicago',
        fee: '150.00',
        refund: '2072.30',
        refund_card: VISA,
      });
    });

    it('keeps $200.00 of a reefer once free cancellation has ended', () => {
      const reefer = shipment({ equipment: 'reefer' });
      expect(cancellationQuote(reefer, msFromDeadline(-1))).toMatchObject({
        fee: '0.00',
        refund: '2222.30',
      });
      expect(cancellationQuote(reefer, msFromDeadline(0))).toMatchObject({
        fee: '200.00',
        refund: '2022.30',
      });
    });

    it.each([
      ['below the fee', 12000, '120.00'],
      ['equal to the fee', 15000, '150.00'],
    ])('keeps the whole charge when it is %s, refunding nothing', (_case, paidCents, kept) => {
      expect(
        cancellationQuote(shipment({ paidAmountCents: paidCents }), msFromDeadline(0)),
      ).toMatchObject({ fee: kept, refund: '0.00', refund_card: null });
    });

    it('keeps just the fee of a charge a cent above it', () => {
      expect(
        cancellationQuote(shipment({ paidAmountCents: 15001 }), msFromDeadline(0)),
      ).toMatchObject({ fee: '150.00', refund: '0.01' });
    });

    it('counts the deadline on the pickup city’s clock', () => {
      const inToronto = shipment({
        pickup: { date: '2026-07-15', city: { country_code: 'CA', region_code: 'ON' } },
      });
      expect(cancellationQuote(inToronto, LONG_BEFORE)).toMatchObject({
        free_until: '2026-07-14T04:00:00.000Z',
        time_zone: 'America/Toronto',
      });
      const inTijuana = shipment({
        pickup: { date: '2026-07-15', city: { country_code: 'MX', region_code: 'BCN' } },
      });
      expect(cancellationQuote(inTijuana, LONG_BEFORE)).toMatchObject({
        free_until: '2026-07-14T07:00:00.000Z',
        time_zone: 'America/Tijuana',
      });
      // 05:00 UTC is midnight in Toronto but still 10 PM the evening before in Tijuana.
      const at = new Date('2026-07-14T05:00:00.000Z');
      expect(cancellationQuote(inToronto, at).fee).toBe('150.00');
      expect(cancellationQuote(inTijuana, at).fee).toBe('0.00');
    });
  });

  it.each<[ShipmentStatus, string]>([
    ['inprogress', 'This shipment is already in progress and can no longer be cancelled.'],
    ['past', 'This shipment has been delivered and can no longer be cancelled.'],
    ['cancelled', 'This shipment is already cancelled.'],
  ])('refuses a shipment that is %s', (status, reason) => {
    expect(cancellationQuote(shipment({ status }), msFromDeadline(1))).toEqual({
      allowed: false,
      reason_if_not: reason,
      free_until: null,
      time_zone: 'America/Chicago',
      fee: '0.00',
      refund: '0.00',
      refund_card: null,
    });
  });

  it('fails for a pickup city outside the places the product serves', () => {
    const abroad = shipment({
      pickup: { date: '2026-11-25', city: { country_code: 'FR', region_code: 'IDF' } },
    });
    expect(() => cancellationQuote(abroad, LONG_BEFORE)).toThrow('No time zone for region FR-IDF');
  });
});
