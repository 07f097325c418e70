import { dayRangeIn, pageIn } from './addressValues';

describe('Values read back from the address', () => {
  it('reads a page number, and anything else as the first page', () => {
    expect(pageIn('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '2.5', 'x', '1234567']) expect(pageIn(value)).toBe(1);
  });

  it('reads a range of days, leaving out a day that does not read', () => {
    expect(dayRangeIn('2026-01-01', '2026-01-31')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(dayRangeIn('2026-02-30', '2026-01-31')).toEqual({ to: '2026-01-31' });
    expect(dayRangeIn('2026-01-01', 'soon')).toEqual({ from: '2026-01-01' });
    expect(dayRangeIn(null, null)).toEqual({});
  });

  it('drops the end of a range the wrong way round, and keeps a one-day range', () => {
    expect(dayRangeIn('2026-01-31', '2026-01-01')).toEqual({ from: '2026-01-31' });
    expect(dayRangeIn('2026-01-31', '2026-01-31')).toEqual({
      from: '2026-01-31',
      to: '2026-01-31',
    });
  });
});
