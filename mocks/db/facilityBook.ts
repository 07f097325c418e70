import type { BookFacility } from '@domain/facilityBook';
import {
  facilityDetails,
  facilityKey,
  facilityMatches,
  facilitySearchText,
} from '@domain/facilityBook';
import type { FacilityFields } from '@domain/types';
import { findCity } from './places';
import { db, nextId } from './store';

/** An entry of a company's facility book, as the server keeps it. */
export type FacilityRecord = FacilityFields & {
  id: number;
  companyId: number;
  cityId: number;
  updatedAt: string;
};

const toEntry = ({
  companyId: _company,
  cityId,
  updatedAt,
  ...entry
}: FacilityRecord): BookFacility => {
  const city = findCity(cityId);
  if (!city) throw new Error(`Facility ${entry.id} is in unknown city ${cityId}.`);
  const { id, name, region_code, country_code } = city;
  return { ...entry, city: { id, name, region_code, country_code }, updated_at: updatedAt };
};

const ownEntries = (companyId: number) =>
  db.facilities.filter((entry) => entry.companyId === companyId);

/** Into the book: a new entry, or the one of the same name, address and ZIP brought up to date. */
export const saveToBook = (
  companyId: number,
  cityId: number,
  facility: FacilityFields,
  now: Date = new Date(),
): { entry: BookFacility; created: boolean } => {
  const key = facilityKey(facility);
  const found = ownEntries(companyId).find((entry) => facilityKey(entry) === key);
  const details = { ...facilityDetails(facility), cityId, updatedAt: now.toISOString() };
  if (found) {
    Object.assign(found, details);
    return { entry: toEntry(found), created: false };
  }
  const entry: FacilityRecord = { id: nextId('facility'), companyId, ...details };
  db.facilities.push(entry);
  return { entry: toEntry(entry), created: true };
};

/** The company's book by name, the entries the search finds by name, city or ZIP. */
export const listBook = (companyId: number, search: string | undefined): BookFacility[] =>
  ownEntries(companyId)
    .map(toEntry)
    .filter((entry) => facilityMatches(facilitySearchText(entry, entry.city), search))
    .sort((a, b) =>
      a.facility_name === b.facility_name
        ? a.id - b.id
        : a.facility_name < b.facility_name
          ? -1
          : 1,
    );

export const findEntry = (companyId: number, id: number): FacilityRecord | undefined =>
  ownEntries(companyId).find((entry) => entry.id === id);

export const readEntry = (entry: FacilityRecord): BookFacility => toEntry(entry);

/** Changes an entry; refused when another entry has the new name, address and ZIP. */
export const changeEntry = (
  entry: FacilityRecord,
  cityId: number,
  facility: FacilityFields,
  now: Date = new Date(),
): BookFacility | { taken: true } => {
  const key = facilityKey(facility);
  if (ownEntries(entry.companyId).some((other) => other !== entry && facilityKey(other) === key))
    return { taken: true };
  Object.assign(entry, facilityDetails(facility), { cityId, updatedAt: now.toISOString() });
  return toEntry(entry);
};

export const deleteEntry = (entry: FacilityRecord): void => {
  db.facilities = db.facilities.filter((other) => other !== entry);
};

/** The entry of the book a stop's facility is, if the stop has one and the book still has it. */
export const entryIdOf = (
  companyId: number,
  stop: Record<'facility_name' | 'facility_address' | 'zip_code', string | null>,
): number | null => {
  const { facility_name, facility_address, zip_code } = stop;
  if (!facility_name || !facility_address || !zip_code) return null;
  const key = facilityKey({ facility_name, facility_address, zip_code });
  return ownEntries(companyId).find((entry) => facilityKey(entry) === key)?.id ?? null;
};
