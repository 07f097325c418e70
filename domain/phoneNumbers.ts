import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneNumber } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY } from './constants';
import { formatNorthAmericanPhone } from './phoneReading';

/*
 * Phone numbers as people type them and as people read them. Its own module, for libphonenumber's
 * metadata to load with the pages that take or show a phone, not with the landing and login pages.
 */

/** What people write between the digits: spaces, dashes, dots and parentheses. */
const SEPARATORS = /[\s\-.()]/g;
/** Digits and separators, with a + only in front. */
const TYPED_NUMBER = /^\+?[\d\s\-.()]+$/;

/**
 * A number with no + is a US or Canadian one: the country code they share, +1, is taken as read.
 * Only a number its country's plan knows is rewritten (a US area code never starts with 0 or 1).
 */
const parsed = (typed: string): PhoneNumber | undefined => {
  if (!TYPED_NUMBER.test(typed)) return undefined;
  const number = parsePhoneNumberFromString(typed, DEFAULT_COUNTRY);
  return number?.isValid() && !number.ext ? number : undefined;
};

/**
 * A typed phone number in the form the specification's pattern checks and the API stores:
 * `(312) 555-0142`, `312.555.0142`, `1 312 555 0142` and `+1 (312) 555-0142` are all
 * `+13125550142`; `+44 20 7946 0958` is `+442079460958`. What cannot be a phone number for its
 * country's plan is given back without its separators, for the pattern to judge; text that is
 * no number at all (a letter, a second +) is given back as it is.
 */
export const normalisePhone = (typed: string): string => {
  const trimmed = typed.trim();
  const number = parsed(trimmed);
  if (number) return number.number;
  return TYPED_NUMBER.test(trimmed) ? trimmed.replace(SEPARATORS, '') : trimmed;
};

/**
 * The hint under every phone field. Here rather than in messages.ts, which the first pages load:
 * only a page with a phone field shows it, and that page loads this module anyway.
 */
export const PHONE_HINT = 'US or Canada: (312) 555-0142; elsewhere start with +';

/**
 * A stored phone number as people read it, grouped by its country's plan: `+13125550142` reads
 * `+1 312 555 0142` (by phoneReading.ts's rule, which the driver's page uses without the library).
 * A number it cannot read is shown as it is stored.
 */
export const formatPhone = (stored: string): string =>
  formatNorthAmericanPhone(stored) ?? parsed(stored.trim())?.formatInternational() ?? stored;
