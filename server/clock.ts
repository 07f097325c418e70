/** The time, from one place, so tests can move it (expiring tokens, shipment statuses). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
