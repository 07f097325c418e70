import Type from 'typebox';
import type { FacilityFields } from '@domain/types';
import { bookFacilitySchema, facilityBookQuerySchema } from '@domain/facilityBook';
import {
  BookAgainSchema,
  BookFacilitySchema,
  FacilityBookSchema,
} from '@domain/facilityBookResponseSchemas';
import { answers, BODY_FAILURES, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import { requestSchema } from '../openapi/requestSchema';
import {
  changeEntry,
  deleteEntry,
  listBook,
  readEntry,
  saveToBook,
} from '../services/facilities/facilityBook';
import { bookAgain } from '../services/shipments/bookAgain';
import type { Api, RouteDeps } from './routeTypes';
import { shipmentIdOf, shipmentIdParams } from './shipmentParams';
import { sessionAccount } from './sessionAccount';

const tags = ['facilities'];
const idParams = Type.Object({
  id: Type.String({ description: "The entry's id; one not in the caller's book is a 404." }),
});
const body = requestSchema(bookFacilitySchema);
/* A change is checked once the entry is found: another company's entry is a 404 whatever the body. */
const changeBody = requestSchema(bookFacilitySchema, { rulesInService: true });

/**
 * The company's facility book, and booking a shipment again with it. Every member reads the
 * book; the members who change shipments keep it. Shipments keep their own copy of their
 * facilities: no change here reaches one.
 */
export const registerFacilityRoutes = (api: Api, { db, clock, auth }: RouteDeps) => {
  const read = { onRequest: auth.allow('readShipments') };
  const keep = { onRequest: auth.allow('changeShipments') };
  const security = SIGNED_IN;
  const entryOf = ({
    body: { city, ...facility },
  }: {
    body: FacilityFields & { city: number };
  }) => ({
    ...facility,
    cityId: city,
  });

  api.get(
    '/shipper/facilities/',
    {
      ...read,
      schema: {
        summary: 'The facility book',
        description:
          "The company's facilities, by name: every facility saved on a shipment's appointment " +
          'step, once (the same name, address and ZIP code are one entry). `search` finds ' +
          'entries by name, city or ZIP code, in any case and with or without accents.',
        tags,
        security,
        querystring: facilityBookQuerySchema,
        response: answers({ 200: FacilityBookSchema }, VERIFIED_FAILURES, [400]),
      },
    },
    async (request) => ({
      results: await listBook(db, sessionAccount(request).companyId, request.query.search),
    }),
  );

  api.post(
    '/shipper/facilities/',
    {
      ...keep,
      schema: {
        summary: 'Add a facility to the book',
        description:
          'A facility and its city. One of the same name, address and ZIP code is the same ' +
          'entry: it is brought up to date and answered with 200; a new one with 201.',
        tags,
        security,
        body,
        response: answers(
          { 200: BookFacilitySchema, 201: BookFacilitySchema },
          VERIFIED_FAILURES,
          BODY_FAILURES,
        ),
      },
    },
    async (request, reply) => {
      const { entry, created } = await saveToBook(
        db,
        sessionAccount(request).companyId,
        entryOf(request),
        clock.now(),
      );
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  api.get(
    '/shipper/facilities/:id/',
    {
      ...read,
      schema: {
        summary: 'A facility of the book',
        tags,
        security,
        params: idParams,
        response: answers({ 200: BookFacilitySchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) => readEntry(db, sessionAccount(request).companyId, request.params.id),
  );

  api.patch(
    '/shipper/facilities/:id/',
    {
      ...keep,
      schema: {
        summary: 'Change a facility of the book',
        description:
          'Every detail and the city, as for adding one. A name, address and ZIP code that ' +
          'another entry has already are a 409. Shipments booked with it do not change.',
        tags,
        security,
        params: idParams,
        body: changeBody,
        response: answers(
          { 200: BookFacilitySchema },
          VERIFIED_FAILURES,
          BODY_FAILURES,
          [404, 409],
        ),
      },
    },
    async (request) =>
      changeEntry(
        db,
        sessionAccount(request).companyId,
        request.params.id,
        request.body,
        clock.now(),
      ),
  );

  api.delete(
    '/shipper/facilities/:id/',
    {
      ...keep,
      schema: {
        summary: 'Delete a facility from the book',
        description: 'Shipments booked with it keep their facilities.',
        tags,
        security,
        params: idParams,
        response: answers(
          { 204: Type.Null({ description: 'Deleted.' }) },
          VERIFIED_FAILURES,
          [404],
        ),
      },
    },
    async (request, reply) => {
      await deleteEntry(db, sessionAccount(request).companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/shipper/shipments/:id/book-again/',
    {
      onRequest: auth.allow('createShipments'),
      schema: {
        summary: 'Book a shipment again',
        description:
          'What a new shipment of the same lane starts with, from any shipment of the company ' +
          '(past and cancelled ones too): the equipment and cities, the facilities as entries ' +
          'of the book (null when the stop had none or the book no longer has it), driver ' +
          'assist and the load. Dates, appointment and location numbers, the reference and the ' +
          'notes start empty, and the price is quoted afresh. Nothing is booked by this call.',
        tags: ['shipments'],
        security,
        params: shipmentIdParams,
        response: answers({ 200: BookAgainSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) =>
      bookAgain(db, sessionAccount(request).companyId, shipmentIdOf(request.params)),
  );
};
