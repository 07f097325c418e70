import { isIP } from 'node:net';

/**
 * Which proxies' X-Forwarded-For the server believes, as Fastify's trustProxy takes it: none,
 * every caller, or the callers at the listed addresses and ranges.
 */
export type TrustProxy = boolean | string[];

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Reads TRUST_PROXY: unset or `false` for none, `true` for any caller, or a comma-separated list
 * of addresses, CIDR ranges and named ranges. A count of hops is refused: Fastify would trust no
 * one with it, since a count cannot tell the proxy from a client that reaches the server directly.
 * Returns the problem in words when the text is none of these.
 */
export const parseTrustProxy = (
  text: string | null,
): { value: TrustProxy } | { problem: string } => {
  if (text === null || text === 'false') return { value: false };
  if (text === 'true') return { value: true };
  if (/^\d+$/.test(text))
    return { problem: "TRUST_PROXY takes the proxies' addresses or ranges, not a number of hops." };
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong === undefined) return { value: entries };
  return {
    problem:
      'TRUST_PROXY must be true, false, or a comma-separated list of IP addresses, ' +
      `CIDR ranges, loopback, linklocal or uniquelocal; "${wrong}" is none of them.`,
  };
};
