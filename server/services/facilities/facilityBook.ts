import { and, asc, eq, sql } from 'drizzle-orm';
import type { BookFacility } from '@domain/facilityBook';
import { bookFacilitySchema, facilityKey, facilitySearchText } from '@domain/facilityBook';
import { foldForSearch } from '@domain/searchText';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { parseStoredId } from '@domain/storedId';
import type { FacilityFields } from '@domain/types';
import type { Db } from '../../db/database';
import { cities, facilities } from '../../db/schema';
import { uniqueViolationAs } from '../accounts/isUniqueViolation';
import { Conflict, Invalid, NotFound } from '../domainErrors';
import { findCity } from '../places';
import { facilityColumns } from './facilityColumns';
import { validateInput } from '../validateInput';

type Row = typeof facilities.$inferSelect;
type City = { id: number; name: string; region_code: string; country_code: string };

const toEntry = (row: Row, city: City): BookFacility => ({
  id: row.id,
  facility_name: row.facilityName,
  facility_address: row.facilityAddress,
  zip_code: row.zipCode,
  scheduling_preference: row.schedulingPreference,
  contact_name: row.contactName,
  phone_number: row.phoneNumber,
  email: row.email,
  city: {
    id: city.id,
    name: city.name,
    region_code: city.region_code,
    country_code: city.country_code,
  },
  updated_at: row.updatedAt.toISOString(),
});

const cityColumns = {
  id: cities.id,
  name: cities.name,
  region_code: cities.regionCode,
  country_code: cities.countryCode,
};

/** The columns a facility's details and city make, its key and search text with them. */
const columnsOf = (facility: FacilityFields, city: City, now: Date) => ({
  cityId: city.id,
  ...facilityColumns(facility),
  bookKey: facilityKey(facility),
  searchText: facilitySearchText(facility, city),
  updatedAt: now,
});

const knownCity = async (db: Db, cityId: number): Promise<City> => {
  const city = await findCity(db, cityId);
  if (!city) throw new Invalid({ city: SERVER_MESSAGES.unknownCity });
  return city;
};

/**
 * Puts the facility into the company's book: a new entry, or the one of the same name, address
 * and ZIP brought up to date (its contact, its hours). Whether it was new.
 */
export const saveToBook = async (
  db: Db,
  companyId: number,
  entry: FacilityFields & { cityId: number },
  now: Date,
): Promise<{ entry: BookFacility; created: boolean }> => {
  const city = await knownCity(db, entry.cityId);
  const columns = columnsOf(entry, city, now);
  const [row] = await db
    .insert(facilities)
    .values({ companyId, ...columns })
    .onConflictDoUpdate({ target: [facilities.companyId, facilities.bookKey], set: columns })
    .returning({ id: facilities.id, created: sql<boolean>`xmax = 0` });
  if (!row) throw new Error('The facility was not stored.');
  return { entry: await readEntry(db, companyId, row.id), created: row.created };
};

/** The company's book, by name; only the entries whose name, city or ZIP the search finds. */
export const listBook = async (
  db: Db,
  companyId: number,
  search: string | undefined,
): Promise<BookFacility[]> => {
  const folded = search ? foldForSearch(search).replace(/\s+/g, ' ') : '';
  const rows = await db
    .select({ row: facilities, city: cityColumns })
    .from(facilities)
    .innerJoin(cities, eq(cities.id, facilities.cityId))
    .where(
      and(
        eq(facilities.companyId, companyId),
        folded ? sql`strpos(${facilities.searchText}, ${folded}) > 0` : undefined,
      ),
    )
    .orderBy(asc(facilities.facilityName), asc(facilities.id));
  return rows.map(({ row, city }) => toEntry(row, city));
};

const ownRow = async (db: Db, companyId: number, id: string | number) => {
  const entryId = parseStoredId(id);
  if (entryId === null) throw new NotFound();
  const [found] = await db
    .select({ row: facilities, city: cityColumns })
    .from(facilities)
    .innerJoin(cities, eq(cities.id, facilities.cityId))
    .where(and(eq(facilities.id, entryId), eq(facilities.companyId, companyId)));
  if (!found) throw new NotFound();
  return found;
};

export const readEntry = async (db: Db, companyId: number, id: string | number) => {
  const { row, city } = await ownRow(db, companyId, id);
  return toEntry(row, city);
};

const takenKey = uniqueViolationAs(
  () => new Conflict(SERVER_MESSAGES.facilityInBook),
  'facilities_company_key_idx',
);

/**
 * Changes an entry, once found: every detail is sent, by bookFacilitySchema's rules. Shipments
 * booked with it keep their own copy.
 */
export const changeEntry = async (
  db: Db,
  companyId: number,
  id: string | number,
  body: unknown,
  now: Date,
): Promise<BookFacility> => {
  const { row: before } = await ownRow(db, companyId, id);
  const { city: cityId, ...entry } = validateInput(bookFacilitySchema, body);
  const city = await knownCity(db, cityId);
  const [row] = await db
    .update(facilities)
    .set(columnsOf(entry, city, now))
    .where(and(eq(facilities.id, before.id), eq(facilities.companyId, companyId)))
    .returning()
    .catch(takenKey);
  if (!row) throw new NotFound();
  return toEntry(row, city);
};

/** Deletes an entry; the shipments booked with it keep their facilities. */
export const deleteEntry = async (db: Db, companyId: number, id: string | number) => {
  const { row } = await ownRow(db, companyId, id);
  const deleted = await db
    .delete(facilities)
    .where(and(eq(facilities.id, row.id), eq(facilities.companyId, companyId)))
    .returning({ id: facilities.id });
  if (!deleted.length) throw new NotFound();
};
