const count = new Intl.NumberFormat('en-US');

/** '963 miles', '1 mile'. */
export const formatMiles = (miles: number): string =>
  `${count.format(miles)} ${miles === 1 ? 'mile' : 'miles'}`;

/** '2 days', '1 day'. */
export const formatTransitDays = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;
