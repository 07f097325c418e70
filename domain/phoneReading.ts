/*
 * Phone numbers as people read them, where that takes no country's numbering plan: the North
 * American plan's numbers are grouped by string work alone. Its own module, apart from
 * phoneNumbers.ts, for a page that only shows phones (the driver's) to load no libphonenumber.
 */

/** +1, then an area code and an exchange that never start with 0 or 1, then four digits. */
const NORTH_AMERICAN = /^\+1([2-9]\d{2})([2-9]\d{2})(\d{4})$/;

/**
 * A stored US or Canadian number as people read it, `+13125550142` as `+1 312 555 0142`; null for
 * any other, which takes its country's plan to group.
 */
export const formatNorthAmericanPhone = (stored: string): string | null => {
  const groups = NORTH_AMERICAN.exec(stored.trim());
  return groups ? `+1 ${groups[1]} ${groups[2]} ${groups[3]}` : null;
};

/** A stored number on a page without the plans: a US or Canadian one grouped, any other as it is. */
export const readablePhone = (stored: string): string => formatNorthAmericanPhone(stored) ?? stored;

/** The link that dials a stored number: its digits and the + in front, nothing else. */
export const telHref = (stored: string): string => `tel:${stored.replace(/[^\d+]/g, '')}`;
