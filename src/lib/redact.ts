const SECRET_KEY = /token|password|secret/i;

/** A copy of a value with every secret-looking key's value replaced, for showing in dev tools. */
export const redactSecrets = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) && inner != null ? '[redacted]' : redactSecrets(inner);
  }
  return copy as T;
};
