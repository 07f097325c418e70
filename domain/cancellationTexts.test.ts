import { cancellationQuote } from './cancellationQuote';
import {
  feeText,
  feeTextWithoutCard,
  freeCancellationText,
  freeRefundText,
  freeRefundTextWithoutCard,
  UNPAID_CANCELLATION_TEXT,
} from './cancellationTexts';
import { formatZonedMoment } from './zonedMoment';

describe('formatZonedMoment', () => {
  it.each([
    ['2026-11-24T06:00:00.000Z', 'America/Chicago', 'Tue, Nov 24, 12:00 AM CST'],
    ['2026-11-24T21:05:00.000Z', 'America/Chicago', 'Tue, Nov 24, 3:05 PM CST'],
    ['2026-11-24T18:00:00.000Z', 'America/Chicago', 'Tue, Nov 24, 12:00 PM CST'],
    ['2026-07-14T05:00:00.000Z', 'America/Chicago', 'Tue, Jul 14, 12:00 AM CDT'],
    ['2026-07-14T04:00:00.000Z', 'America/Chicago', 'Mon, Jul 13, 11:00 PM CDT'],
    ['2026-07-14T02:30:00.000Z', 'America/St_Johns', 'Tue, Jul 14, 12:00 AM NDT'],
    ['2026-01-14T04:00:00.000Z', 'America/Halifax', 'Wed, Jan 14, 12:00 AM AST'],
    ['2026-01-14T07:00:00.000Z', 'America/Whitehorse', 'Wed, Jan 14, 12:00 AM MST'],
    ['2026-01-14T10:00:00.000Z', 'Pacific/Honolulu', 'Wed, Jan 14, 12:00 AM HST'],
    ['2026-01-14T09:00:00.000Z', 'America/Anchorage', 'Wed, Jan 14, 12:00 AM AKST'],
  ])('writes %s in %s as "%s"', (instant, zone, text) => {
    expect(formatZonedMoment(instant, zone)).toBe(text);
  });

  it('leaves out the weekday when asked', () => {
    expect(
      formatZonedMoment('2026-11-24T21:05:00.000Z', 'America/Chicago', { weekday: false }),
    ).toBe('Nov 24, 3:05 PM CST');
  });

  it('writes a moment of no zone, or of a zone the runtime does not know, on its own clock', () => {
    const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const instant = '2026-11-24T21:05:00.000Z';
    expect(formatZonedMoment(instant)).toBe(formatZonedMoment(instant, own));
    expect(formatZonedMoment(instant, 'Nowhere/Atlantis')).toBe(formatZonedMoment(instant, own));
  });
});

describe('freeCancellationText', () => {
  it('tells the deadline on the pickup city’s clock', () => {
    expect(freeCancellationText('2026-11-24T06:00:00.000Z', 'America/Chicago')).toBe(
      'Free cancellation until Tue, Nov 24, 12:00 AM CST',
    );
    expect(freeCancellationText('2026-11-24T06:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Free cancellation until Mon, Nov 23, 10:00 PM PST',
    );
  });

  it('tells a quote’s deadline as midnight starting the day before pickup, across a change', () => {
    // Chicago falls back on Sunday, November 1, 2026, and springs forward on March 8.
    const inChicago = (date: string) =>
      cancellationQuote(
        {
          status: 'upcoming',
          equipment: 'dryVan',
          pickup: { date, city: { country_code: 'US', region_code: 'IL' } },
          paidAmountCents: 222230,
          paymentCard: null,
        },
        new Date('2026-01-01T00:00:00.000Z'),
      );
    const textOf = (date: string) => {
      const { free_until, time_zone } = inChicago(date);
      return free_until && freeCancellationText(free_until, time_zone);
    };
    expect(textOf('2026-11-02')).toBe('Free cancellation until Sun, Nov 1, 12:00 AM CDT');
    expect(textOf('2026-11-03')).toBe('Free cancellation until Mon, Nov 2, 12:00 AM CST');
    expect(textOf('2026-03-09')).toBe('Free cancellation until Sun, Mar 8, 12:00 AM CST');
    expect(textOf('2026-03-10')).toBe('Free cancellation until Mon, Mar 9, 12:00 AM CDT');
  });
});

describe('feeText', () => {
  it('names the fee kept, the refund and the card', () => {
    expect(feeText('150.00', '2072.30', 'Visa', '4242')).toBe(
      'A $150.00 cancellation fee applies; $2,072.30 will be refunded to Visa •••• 4242',
    );
    expect(feeText('200.00', '12345.6', 'Mastercard', '4444')).toBe(
      'A $200.00 cancellation fee applies; $12,345.60 will be refunded to Mastercard •••• 4444',
    );
  });
});

describe('feeTextWithoutCard', () => {
  it('names the fee kept and the refund, to the card that paid', () => {
    expect(feeTextWithoutCard('150.00', '2072.30')).toBe(
      'A $150.00 cancellation fee applies; $2,072.30 will be refunded to the card that paid',
    );
  });

  it('says nothing is refunded when the fee kept the whole charge', () => {
    expect(feeTextWithoutCard('120.00', '0.00')).toBe(
      'A $120.00 cancellation fee applies; nothing will be refunded',
    );
  });
});

describe('freeRefundTextWithoutCard', () => {
  it('names the whole charge refunded, to the card that paid', () => {
    expect(freeRefundTextWithoutCard('2222.30')).toBe(
      'Cancelling now is free; $2,222.30 will be refunded to the card that paid',
    );
  });
});

describe('freeRefundText', () => {
  it('names the whole charge refunded and the card', () => {
    expect(freeRefundText('2222.30', 'Visa', '4242')).toBe(
      'Cancelling now is free; $2,222.30 will be refunded to Visa •••• 4242',
    );
    expect(freeRefundText('980.00', 'American Express', '0005')).toBe(
      'Cancelling now is free; $980.00 will be refunded to American Express •••• 0005',
    );
  });
});

describe('UNPAID_CANCELLATION_TEXT', () => {
  it('says nothing was charged', () => {
    expect(UNPAID_CANCELLATION_TEXT).toBe('Cancelling is free: nothing has been charged.');
  });
});
