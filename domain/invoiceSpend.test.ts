import { invoiceSpend } from './invoiceSpend';
import type { Invoice, MonthSpend } from './types';

let nextId = 1;
const invoice = (
  status: string,
  total_amount: string,
  created_at: string,
  refunded_amount: string | null = null,
): Invoice => {
  const id = nextId++;
  return {
    id,
    invoice_number: `INV-${id}`,
    shipment_id: id,
    created_at,
    total_amount,
    // The wire may carry a status the contract does not name; it counts nowhere.
    status: status as Invoice['status'],
    paid_at: status === 'pending' || status === 'overdue' || status === 'void' ? null : created_at,
    refunded_amount,
    refunded_at: refunded_amount === null ? null : created_at,
  };
};

const month = (spend: MonthSpend[], name: string) => spend.find((found) => found.month === name);

describe('invoiceSpend', () => {
  it('gives the last 12 UTC months, oldest first, each "0.00" when nothing was issued', () => {
    const { months } = invoiceSpend([], new Date('2026-06-15T12:00:00Z'));
    expect(months.map((found) => found.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(months.every(({ paid, overdue }) => paid === '0.00' && overdue === '0.00')).toBe(true);
  });

  it('sums the paid and the overdue invoices of each month apart, in whole cents', () => {
    const { months } = invoiceSpend(
      [
        invoice('paid', '0.10', '2026-05-02T10:00:00Z'),
        invoice('paid', '0.20', '2026-05-31T10:00:00Z'),
        invoice('overdue', '1200.35', '2026-05-10T10:00:00Z'),
        invoice('overdue', '0.65', '2026-05-11T10:00:00Z'),
        invoice('paid', '2150.00', '2026-06-01T10:00:00Z'),
      ],
      new Date('2026-06-15T12:00:00Z'),
    );
    expect(month(months, '2026-05')).toEqual({
      month: '2026-05',
      paid: '0.30',
      overdue: '1201.00',
    });
    expect(month(months, '2026-06')).toEqual({
      month: '2026-06',
      paid: '2150.00',
      overdue: '0.00',
    });
  });

  it('leaves out pending and void invoices, what was refunded, and statuses it does not know', () => {
    const { months } = invoiceSpend(
      [
        invoice('pending', '999.99', '2026-06-02T10:00:00Z'),
        invoice('disputed', '50.00', '2026-06-03T10:00:00Z'),
        invoice('void', '70.00', '2026-06-03T10:00:00Z'),
        invoice('refunded', '80.00', '2026-06-03T10:00:00Z', '80.00'),
        invoice('partially_refunded', '300.00', '2026-06-03T10:00:00Z', '298.00'),
        invoice('paid', '8.00', '2026-06-04T10:00:00Z'),
      ],
      new Date('2026-06-15T12:00:00Z'),
    );
    expect(month(months, '2026-06')).toEqual({ month: '2026-06', paid: '10.00', overdue: '0.00' });
  });

  it('dates an invoice by the UTC day of issue, at either edge of a month', () => {
    const { months } = invoiceSpend(
      [
        invoice('paid', '1.00', '2026-04-30T23:59:59.999Z'),
        invoice('paid', '2.00', '2026-05-01T00:00:00.000Z'),
        // Still April 30th in Chicago, but May in UTC.
        invoice('overdue', '4.00', '2026-05-01T03:00:00.000Z'),
        invoice('paid', '8.00', '2026-05-31T23:59:59.999Z'),
        invoice('paid', '16.00', '2026-06-01T00:00:00.000Z'),
      ],
      new Date('2026-06-15T12:00:00Z'),
    );
    expect(months.slice(-3)).toEqual([
      { month: '2026-04', paid: '1.00', overdue: '0.00' },
      { month: '2026-05', paid: '10.00', overdue: '4.00' },
      { month: '2026-06', paid: '16.00', overdue: '0.00' },
    ]);
  });

  it('covers the year before across its turn, and nothing older or newer', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    const { months } = invoiceSpend(
      [
        invoice('paid', '1.00', '2025-01-31T23:59:59.999Z'),
        invoice('paid', '2.00', '2025-02-01T00:00:00.000Z'),
        invoice('overdue', '4.00', '2025-12-31T23:59:59.999Z'),
        invoice('paid', '8.00', '2026-01-01T00:00:00.000Z'),
        invoice('paid', '16.00', '2026-02-01T00:00:00.000Z'),
      ],
      now,
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-02', paid: '2.00', overdue: '0.00' });
    expect(months.slice(-2)).toEqual([
      { month: '2025-12', paid: '0.00', overdue: '4.00' },
      { month: '2026-01', paid: '8.00', overdue: '0.00' },
    ]);
  });

  it('ends with the UTC month, whatever the hour', () => {
    const lastOf = (now: string) => invoiceSpend([], new Date(now)).months.at(-1)?.month;
    expect(lastOf('2026-02-28T23:59:59.999Z')).toBe('2026-02');
    expect(lastOf('2026-03-01T00:00:00.000Z')).toBe('2026-03');
    expect(lastOf('2026-12-31T23:59:59.999Z')).toBe('2026-12');
  });
});
