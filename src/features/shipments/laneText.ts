const count = new Intl.NumberFormat('en-US');

/** '963 miles', '1 mile'. */
export const formatMiles = (miles: number): string =>
  `${count.format(miles)} ${miles === 1 ? 'mile' : 'miles'}`;

/** '2 days', '1 day'. */
export const formatTransitDays = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** '2,337 kg' of CO2e. */
export const formatKg = (kg: number): string => `${count.format(kg)} kg`;
