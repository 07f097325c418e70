import { parseStoredId } from './storedId';

/** A shipment id from a path, a query or a body, or null when it cannot name any shipment. */
export const parseShipmentId = (id: number | string): number | null => parseStoredId(id);
