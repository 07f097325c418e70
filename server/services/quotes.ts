import { quoteLane } from '@domain/pricing';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Equipment, Quote } from '@domain/types';
import type { Db } from '../db/database';
import { Invalid } from './domainErrors';
import { findCity } from './places';
import type { CityPoint } from './places';

export type PricedLane = { quote: Quote; pickup: CityPoint; dropoff: CityPoint };

/** Prices a lane between two known, different cities, or fails with the fields at fault. */
export const priceLane = async (
  db: Db,
  pickupId: number,
  dropoffId: number,
  equipment: Equipment,
): Promise<PricedLane> => {
  const [pickup, dropoff] = await Promise.all([findCity(db, pickupId), findCity(db, dropoffId)]);
  const errors: Record<string, string> = {};
  if (!pickup) errors.pickup_location = SERVER_MESSAGES.unknownCity;
  if (!dropoff) errors.dropoff_location = SERVER_MESSAGES.unknownCity;
  if (!pickup || !dropoff) throw new Invalid(errors);
  if (pickup.id === dropoff.id) throw new Invalid({ dropoff_location: SERVER_MESSAGES.sameCity });
  return { quote: quoteLane(pickup, dropoff, equipment), pickup, dropoff };
};
