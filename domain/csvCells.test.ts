import { textCell } from './csvCells';

describe('text cells of an export', () => {
  it.each(['=SUM(A1:A9)', '+1 555 0100', '-2+3', '@cmd', '\tfoo', '\rbar'])(
    'shows %p as text, not a formula',
    (text) => {
      expect(textCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves other text as it is, and writes nothing for none', () => {
    expect(textCell('PO-77812')).toBe('PO-77812');
    expect(textCell('Frozen = cold')).toBe('Frozen = cold');
    expect(textCell('')).toBe('');
    expect(textCell(null)).toBe('');
  });
});
