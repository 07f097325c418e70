/** Midnight on the first of the month, on the shipper's own clock: where "This Month" begins. */
export const localMonthStart = (now: Date): Date => new Date(now.getFullYear(), now.getMonth(), 1);
