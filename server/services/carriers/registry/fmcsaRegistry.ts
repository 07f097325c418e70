import { checkOf, notInRegistry, unreachable } from './carrierCheck';
import type { CarrierCheck, CarrierRegistry, CarrierStanding } from './carrierCheck';
import { usdotNumberOf } from './usdotNumber';

export const FMCSA_BASE_URL = 'https://mobile.fmcsa.dot.gov/qc/services';

export type FmcsaOptions = {
  webKey: string;
  /** Where QCMobile is asked instead of FMCSA's (a local fake in tests). */
  baseUrl?: string;
  /** A registry that hangs must not hold a carrier's sign-up: the check then says try again. */
  timeoutMs?: number;
};

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** QCMobile gives insurance amounts in thousands of dollars, as strings ("750") or numbers. */
const insured = (amount: unknown): boolean => Number(text(amount)) > 0;

/** The date of an out-of-service order as YYYY-MM-DD, whether given so or as MM/DD/YYYY. */
const dayOf = (date: string): string | null => {
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(date);
  if (iso?.[1]) return iso[1];
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return us ? `${us[3]}-${us[1]}-${us[2]}` : null;
};

const standingOf = (carrier: Fields): CarrierStanding => {
  const oosDate = text(carrier.oosDate);
  return {
    legalName: text(carrier.legalName),
    allowedToOperate: text(carrier.allowedToOperate).toUpperCase() === 'Y',
    outOfService: oosDate ? { since: dayOf(oosDate) } : null,
    insuranceOnFile: insured(carrier.bipdInsuranceOnFile),
  };
};

/**
 * QCMobile's answer for a number: `{ content: { carrier: {…} } }`, with `content` null or no
 * carrier when the number is not registered. Any other shape is not an answer to trust.
 */
const checkOfBody = (body: unknown, usdotNumber: string): CarrierCheck => {
  if (!isObject(body) || !('content' in body)) return unreachable();
  const { content } = body;
  if (content === null) return notInRegistry(usdotNumber);
  if (!isObject(content)) return unreachable();
  const { carrier } = content;
  if (carrier === undefined || carrier === null) return notInRegistry(usdotNumber);
  return isObject(carrier) ? checkOf(standingOf(carrier)) : unreachable();
};

const refusedKey = (status: number) =>
  `The carrier registry refused the request (HTTP ${status}); check the FMCSA web key (FMCSA_WEB_KEY).`;

/**
 * FMCSA's QCMobile API (https://mobile.fmcsa.dot.gov/QCDevsite/docs/qcApi). Every failure to get
 * a readable answer is 'unreachable', never a pass; the web key, which rides in the URL, is never
 * part of what a check says.
 */
export const createFmcsaRegistry = ({
  webKey,
  baseUrl = FMCSA_BASE_URL,
  timeoutMs = 5_000,
}: FmcsaOptions): CarrierRegistry => ({
  source: 'fmcsa',
  check: async (usdotNumber) => {
    const parsed = usdotNumberOf(usdotNumber);
    if ('check' in parsed) return parsed.check;
    const url = `${baseUrl.replace(/\/+$/, '')}/carriers/${parsed.number}?webKey=${encodeURIComponent(webKey)}`;
    try {
      // The signal covers reading the body too, so a registry that stalls mid-answer times out.
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) return notInRegistry(parsed.number);
      if (response.status === 429 || response.status >= 500) return unreachable();
      if (response.status >= 400) return unreachable(refusedKey(response.status));
      if (!response.ok) return unreachable();
      return checkOfBody(await response.json(), parsed.number);
    } catch {
      // A refused connection, a timeout, a reset or a body that is not JSON: no answer.
      return unreachable();
    }
  },
});
