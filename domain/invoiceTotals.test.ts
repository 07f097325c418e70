import { invoiceTotals } from './invoiceTotals';
import type { Invoice } from './types';

// November 2026 as it began in Chicago: 05:00 UTC on the 1st.
const MONTH_START = new Date('2026-11-01T05:00:00.000Z');

let nextId = 1;
const invoice = (
  status: string,
  total_amount: string,
  paidAt: string | null = null,
  refunded_amount: string | null = null,
): Invoice => {
  const id = nextId++;
  return {
    id,
    invoice_number: `INV-${id}`,
    shipment_id: id,
    created_at: '2026-11-01T12:00:00.000Z',
    total_amount,
    // The wire may carry a status the contract does not name; it counts in no total.
    status: status as Invoice['status'],
    paid_at: paidAt,
    refunded_amount,
    refunded_at: refunded_amount === null ? null : '2026-11-20T10:00:00Z',
  };
};

describe('invoiceTotals', () => {
  it('is zero for no invoices', () => {
    expect(invoiceTotals([], MONTH_START)).toEqual({
      paid: '0.00',
      overdue: '0.00',
      this_month: '0.00',
    });
  });

  it('sums paid and overdue amounts in whole cents', () => {
    const totals = invoiceTotals(
      [
        invoice('paid', '0.10', '2026-11-02T10:00:00Z'),
        invoice('paid', '0.20', '2026-11-03T10:00:00Z'),
        invoice('paid', '2150.00', '2026-09-03T10:00:00Z'),
        invoice('overdue', '1200.35'),
        invoice('overdue', '0.65'),
        invoice('pending', '999.99'),
        invoice('disputed', '50.00', '2026-11-04T10:00:00Z'),
      ],
      MONTH_START,
    );
    expect(totals.paid).toBe('2150.30');
    expect(totals.overdue).toBe('1201.00');
  });

  it('counts what was kept of a cancelled shipment, never what was refunded nor a void one', () => {
    const totals = invoiceTotals(
      [
        invoice('paid', '100.00', '2026-11-02T10:00:00Z'),
        invoice('refunded', '2222.30', '2026-11-03T10:00:00Z', '2222.30'),
        invoice('partially_refunded', '2222.30', '2026-11-04T10:00:00Z', '2072.30'),
        invoice('partially_refunded', '900.00', '2026-10-04T10:00:00Z', '700.00'),
        invoice('void', '1500.00'),
      ],
      MONTH_START,
    );
    expect(totals).toEqual({ paid: '450.00', overdue: '0.00', this_month: '250.00' });
  });

  it('counts in This Month only what was paid since the month began', () => {
    const totals = invoiceTotals(
      [
        invoice('paid', '100.00', '2026-11-01T05:00:00.000Z'),
        invoice('paid', '200.00', '2026-11-30T23:59:00Z'),
        invoice('paid', '400.00', '2026-11-01T04:59:59.999Z'),
        invoice('paid', '800.00', '2025-11-15T12:00:00Z'),
        invoice('pending', '3200.00', '2026-11-10T12:00:00Z'),
      ],
      MONTH_START,
    );
    expect(totals.this_month).toBe('300.00');
    expect(totals.paid).toBe('1500.00');
  });

  it('leaves a paid invoice without a payment time out of This Month', () => {
    expect(invoiceTotals([invoice('paid', '75.00')], MONTH_START)).toEqual({
      paid: '75.00',
      overdue: '0.00',
      this_month: '0.00',
    });
  });
});
