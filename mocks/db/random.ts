const randomBytes = (count: number): Uint8Array => crypto.getRandomValues(new Uint8Array(count));

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Session and e-mail tokens as the server makes them: 32 random bytes, base64url (43 characters). */
export const randomToken = (): string =>
  btoa(String.fromCharCode(...randomBytes(32)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An id of the server's test payment provider: pi_test_ and 24 hex digits. */
export const testIntentId = (): string => `pi_test_${hex(randomBytes(12))}`;

export const clientSecretFor = (intentId: string): string =>
  `${intentId}_secret_${hex(randomBytes(12))}`;
