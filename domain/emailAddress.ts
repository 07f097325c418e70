/*
 * The one rule of an e-mail address, for every form and route that takes one: a local part, an
 * @, and a domain of dotted labels ending in a top-level one, so that `tom.becker@acmefoods`, a
 * company's name without its `.com`, is refused where yup's own rule would take it.
 */

/** What a local part may hold unquoted (RFC 5322's atom characters and dots). */
const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
/** A domain label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A top-level label: letters, or an internationalised one in its ASCII (xn--) form. */
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';

const EMAIL_ADDRESS = new RegExp(`^${LOCAL_PART}@(?:${LABEL}\\.)+${TOP_LEVEL}$`);

/** Whether the text is an e-mail address the product can write to. */
export const isEmailAddress = (value: string): boolean => EMAIL_ADDRESS.test(value);
