import dieselPrices from './data/dieselPrices.json';
import type { Equipment, IsoDate } from './types';

/*
 * The fuel surcharge, as truckload contracts set it: the diesel price above a base price, divided
 * by the miles a truck goes on a gallon, for every mile of the lane. The diesel price is the
 * week's, from the table in data/dieselPrices.json, which is data: a new week's price needs no
 * change of code.
 */

/** The diesel price the linehaul rate already covers, in US dollars a gallon. */
export const FUEL_BASE_USD_PER_GALLON = 1.25;

/** Miles on a gallon of diesel, loaded: a reefer's refrigeration unit burns fuel of its own. */
export const MILES_PER_GALLON: Record<Equipment, number> = { dryVan: 6.0, reefer: 5.5 };

export type DieselPrice = { week_of: IsoDate; usd_per_gallon: number };

/** Weeks newest first, as the price of a day is looked for. */
export const newestFirst = (weeks: readonly DieselPrice[]): DieselPrice[] =>
  [...weeks].sort((a, b) => b.week_of.localeCompare(a.week_of));

const TABLE = newestFirst(dieselPrices.rows);

/**
 * The price of the newest week that began on or before the day, in weeks newest first; the
 * oldest week's for a day before them all.
 */
export const dieselPriceOn = (day: IsoDate, weeks: readonly DieselPrice[] = TABLE): DieselPrice => {
  const price = weeks.find(({ week_of }) => week_of <= day) ?? weeks.at(-1);
  if (!price) throw new Error('The diesel price table is empty.');
  return price;
};

const cents = (usd: number) => Math.round(usd * 100);

/** The surcharge for each mile, in whole cents (worked in cents, so 4.10 is not 4.0999…). */
export const fuelSurchargeCentsPerMile = (usdPerGallon: number, equipment: Equipment): number =>
  Math.max(
    0,
    Math.round(
      (cents(usdPerGallon) - cents(FUEL_BASE_USD_PER_GALLON)) / MILES_PER_GALLON[equipment],
    ),
  );
