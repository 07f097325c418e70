import { and, desc, eq, or } from 'drizzle-orm';
import type { DemoPlace } from '@domain/demo/demoBookings';
import { DEMO_BOOKINGS } from '@domain/demo/demoBookings';
import type { Db } from '../db/database';
import { cities } from '../db/schema';

type DemoCity = { id: number; name: string };

/** The demo lanes' cities, each the largest of its name in its region, keyed by place. */
export type DemoCities = Map<string, DemoCity>;

const keyOf = ({ city, region }: DemoPlace) => `${city}, ${region}`;

/** Every demo city in one pass over the cities, not one search each. */
export const demoCities = async (db: Db): Promise<DemoCities> => {
  const places = DEMO_BOOKINGS.flatMap((booking) => [booking.from, booking.to]);
  const rows = await db
    .select({ id: cities.id, name: cities.name, region: cities.regionCode })
    .from(cities)
    .where(
      or(
        ...places.map((place) =>
          and(eq(cities.name, place.city), eq(cities.regionCode, place.region)),
        ),
      ),
    )
    .orderBy(desc(cities.population), cities.id);
  const found: DemoCities = new Map();
  for (const row of rows) {
    const key = keyOf({ city: row.name, region: row.region });
    if (!found.has(key)) found.set(key, { id: row.id, name: row.name });
  }
  return found;
};

export const cityOf = (found: DemoCities, place: DemoPlace): DemoCity => {
  const city = found.get(keyOf(place));
  if (!city) throw new Error(`No city ${keyOf(place)}.`);
  return city;
};
