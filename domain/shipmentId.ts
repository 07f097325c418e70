import { isStoredId } from './storedId';

/**
 * A shipment id from a path, a query or a body, or null when it cannot name any shipment: not
 * digits alone, 0, or past the database's integers. Whoever reads an id answers null as a missing
 * shipment (404), so that a malformed id tells a caller no more than an unknown one.
 */
export const parseShipmentId = (id: number | string): number | null => {
  const value = typeof id === 'number' ? id : /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  return isStoredId(value) ? value : null;
};
