const randomHex = (bytes: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** Session and e-mail tokens: 32 random bytes, the entropy API.md asks of the server. */
export const randomToken = (): string => randomHex(32);

/** A provider-style object id such as pi_3f9c... */
export const randomId = (prefix: string): string => `${prefix}_${randomHex(12)}`;
