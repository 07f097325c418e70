import { tokenOf } from './mountLightPage';

describe("a link's token from its page's path", () => {
  it('is the segment after the prefix, decoded', () => {
    expect(tokenOf('d', '/d/abc-123')).toBe('abc-123');
    expect(tokenOf('t', '/t/a%2Bb/')).toBe('a+b');
  });

  it('is empty on another path, without a token, or when it cannot be decoded', () => {
    expect(tokenOf('t', '/d/abc')).toBe('');
    expect(tokenOf('d', '/d/')).toBe('');
    expect(tokenOf('d', '/d/%E0%A4%A')).toBe('');
  });
});
