import { asc, eq } from 'drizzle-orm';
import type { Milestone } from '@domain/dispatchTypes';
import { toMilestone, type StopCities } from '@domain/milestoneAnswer';
import type { City } from '@domain/types';
import type { Db } from '../../db/database';
import { milestoneWithdrawals, shipmentEvents } from '../../db/schema';
import { findCity } from '../places';

const cityOf = async (db: Db, cityId: number | null): Promise<City | null> => {
  if (cityId === null) return null;
  const city = await findCity(db, cityId);
  if (!city) return null;
  const { id, name, region_code, country_code } = city;
  return { id, name, region_code, country_code };
};

/** A load's history in the order things happened, late arrivals in their place. */
export const readMilestones = async (
  db: Db,
  shipmentId: number,
  stops: StopCities,
): Promise<Milestone[]> => {
  const events = await db
    .select({
      code: shipmentEvents.code,
      at: shipmentEvents.at,
      cityId: shipmentEvents.cityId,
      source: shipmentEvents.source,
      withdrawnAt: milestoneWithdrawals.at,
    })
    .from(shipmentEvents)
    .leftJoin(milestoneWithdrawals, eq(milestoneWithdrawals.eventId, shipmentEvents.id))
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
  return Promise.all(
    events.map(async ({ code, at, cityId, source, withdrawnAt }) =>
      toMilestone(
        {
          code,
          at: at.toISOString(),
          city: await cityOf(db, cityId),
          source,
          withdrawnAt: withdrawnAt?.toISOString() ?? null,
        },
        stops,
      ),
    ),
  );
};
