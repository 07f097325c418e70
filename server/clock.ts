/** The time, from one place, so tests can move it (expiring tokens, shipment statuses). */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock running a number of minutes ahead of this machine's. */
export const clockAhead = (minutes: number): Clock => ({
  now: () => new Date(Date.now() + minutes * 60_000),
});
