import type { Invoice } from '../../contract/types';
import { billingTotals } from './billingTotals';

// Mid-November 2026 on the shipper's own clock.
const NOW = new Date(2026, 10, 15, 10, 30);

let nextId = 1;
const invoice = (status: string, total_amount: string, paidAt: Date | null = null): Invoice => {
  const id = nextId++;
  return {
    id,
    invoice_number: `INV-${id}`,
    shipment_id: id,
    created_at: '2026-11-01T12:00:00.000Z',
    total_amount,
    // The wire may carry a status the contract does not name; it counts in no total.
    status: status as Invoice['status'],
    paid_at: paidAt ? paidAt.toISOString() : null,
  };
};

describe('billingTotals', () => {
  it('is zero for no invoices', () => {
    expect(billingTotals([], NOW)).toEqual({ paidCents: 0, overdueCents: 0, thisMonthCents: 0 });
  });

  it('sums paid and overdue amounts in whole cents', () => {
    const totals = billingTotals(
      [
        invoice('paid', '0.10', new Date(2026, 10, 2)),
        invoice('paid', '0.20', new Date(2026, 10, 3)),
        invoice('paid', '2150.00', new Date(2026, 8, 3)),
        invoice('overdue', '1200.35'),
        invoice('overdue', '0.65'),
        invoice('pending', '999.99'),
        invoice('refunded', '50.00', new Date(2026, 10, 4)),
      ],
      NOW,
    );
    expect(totals.paidCents).toBe(215030);
    expect(totals.overdueCents).toBe(120100);
  });

  it('counts in This Month only what was paid in the current month and year, local time', () => {
    const totals = billingTotals(
      [
        invoice('paid', '100.00', new Date(2026, 10, 1, 0, 0)),
        invoice('paid', '200.00', new Date(2026, 10, 30, 23, 59)),
        invoice('paid', '400.00', new Date(2026, 9, 31, 23, 59)),
        invoice('paid', '800.00', new Date(2025, 10, 15)),
        invoice('paid', '1600.00', new Date(2026, 11, 1, 0, 0)),
        invoice('pending', '3200.00', new Date(2026, 10, 10)),
      ],
      NOW,
    );
    expect(totals.thisMonthCents).toBe(30000);
    expect(totals.paidCents).toBe(310000);
  });

  it('leaves a paid invoice without a payment time out of This Month', () => {
    expect(billingTotals([invoice('paid', '75.00')], NOW)).toEqual({
      paidCents: 7500,
      overdueCents: 0,
      thisMonthCents: 0,
    });
  });
});
