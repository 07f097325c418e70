import { http, HttpResponse } from 'msw';
import type { BookFacility } from '@domain/facilityBook';
import { bookFacilitySchema, facilityBookQuerySchema } from '@domain/facilityBook';
import { parseStoredId } from '@domain/storedId';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { BookAgain } from '@domain/bookAgain';
import type { ListResponse } from '@domain/types';
import {
  entryIdOf,
  changeEntry,
  deleteEntry,
  findEntry,
  listBook,
  readEntry,
  saveToBook,
} from '../db/facilityBook';
import { findCity } from '../db/places';
import { ownShipment } from '../http/ownShipment';
import { fieldErrors, messageResponse, notFound } from '../http/responses';
import { requireVerified } from '../http/session';
import { readBody, validate, validateBody, validateQuery } from '../http/validation';

const unknownCity = () => fieldErrors({ city: [SERVER_MESSAGES.unknownCity] });

const ownEntry = (companyId: number, id: unknown) => {
  const entryId = parseStoredId(String(id));
  return entryId === null ? undefined : findEntry(companyId, entryId);
};

/** The company's facility book, as the server keeps it, and booking a shipment again with it. */
export const facilityHandlers = [
  http.get('*/api/shipper/facilities/', async ({ request }) => {
    const user = requireVerified(request, 'readShipments');
    const { search } = await validateQuery(request, facilityBookQuerySchema);
    return HttpResponse.json<ListResponse<BookFacility>>({
      results: listBook(user.company_id, search),
    });
  }),

  http.post('*/api/shipper/facilities/', async ({ request }) => {
    const user = requireVerified(request, 'changeShipments');
    const { city, ...facility } = await validateBody(request, bookFacilitySchema);
    if (!findCity(city)) return unknownCity();
    const { entry, created } = saveToBook(user.company_id, city, facility);
    return HttpResponse.json<BookFacility>(entry, { status: created ? 201 : 200 });
  }),

  http.get('*/api/shipper/facilities/:id/', ({ request, params }) => {
    const entry = ownEntry(requireVerified(request, 'readShipments').company_id, params.id);
    return entry ? HttpResponse.json<BookFacility>(readEntry(entry)) : notFound();
  }),

  // As on the server: the body's JSON types are checked before the entry is looked for.
  http.patch('*/api/shipper/facilities/:id/', async ({ request, params }) => {
    const user = requireVerified(request, 'changeShipments');
    const body = await readBody(request, bookFacilitySchema);
    const entry = ownEntry(user.company_id, params.id);
    if (!entry) return notFound();
    const { city, ...facility } = await validate(bookFacilitySchema, body);
    if (!findCity(city)) return unknownCity();
    const changed = changeEntry(entry, city, facility);
    if ('taken' in changed) return messageResponse(409, SERVER_MESSAGES.facilityInBook);
    return HttpResponse.json<BookFacility>(changed);
  }),

  http.delete('*/api/shipper/facilities/:id/', ({ request, params }) => {
    const entry = ownEntry(requireVerified(request, 'changeShipments').company_id, params.id);
    if (!entry) return notFound();
    deleteEntry(entry);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post('*/api/shipper/shipments/:id/book-again/', ({ request, params }) => {
    const user = requireVerified(request, 'createShipments');
    const shipment = ownShipment(user, params.id);
    return HttpResponse.json<BookAgain>({
      equipment: shipment.equipment,
      pickup_location: shipment.pickup.cityId,
      dropoff_location: shipment.dropoff.cityId,
      pickup_facility_id: entryIdOf(user.company_id, shipment.pickup),
      dropoff_facility_id: entryIdOf(user.company_id, shipment.dropoff),
      driver_assist: shipment.driverAssist,
      commodity: shipment.commodity,
      packaging: shipment.packaging,
      packaging_type: shipment.packaging_type,
      weight: shipment.weight,
    });
  }),
];
