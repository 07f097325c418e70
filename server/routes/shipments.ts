import Type from 'typebox';
import { shipmentListQuerySchema } from '@domain/listQueries';
import { createShipmentRequestSchema } from '@domain/requestSchemas';
import { finalizingSchema } from '@domain/schemas';
import type { Equipment } from '@domain/types';
import type { Account } from '../http/authenticate';
import { validate } from '../http/validate';
import { settleCutOffAttempts } from '../services/payments/settleCutOff';
import { changeAppointment } from '../services/shipments/changeAppointment';
import { createShipment } from '../services/shipments/createShipment';
import { finalizeShipment } from '../services/shipments/finalizeShipment';
import { parseShipmentId } from '../services/shipments/findOwnShipment';
import { makeShipmentList } from '../services/shipments/listShipments';
import { readShipment } from '../services/shipments/readShipment';
import { toShipment } from '../services/shipments/toShipment';
import { queryStringOf } from './queryString';
import type { Api, RouteDeps } from './routeTypes';

const field = () => Type.Optional(Type.Unknown());

/** A stop of the create body: the city and the date; a drop-off date sent is ignored. */
const stopBody = () =>
  Type.Optional(Type.Object({ city: field(), date: field() }, { additionalProperties: false }));

const idParams = Type.Object({ id: Type.String() });

const listQuery = queryStringOf(shipmentListQuerySchema);

/** The finalizing body has the fields of the finalizing form, each checked by its schema. */
const finalizingBody = Type.Object(
  Object.fromEntries(Object.keys(finalizingSchema.fields).map((name) => [name, field()])),
  { additionalProperties: false },
);

export const registerShipmentRoutes = (api: Api, deps: RouteDeps) => {
  const { db, clock, auth } = deps;
  // Authentication comes first, before the body is even read: 401 and 403 outrank a 400.
  const verified = { onRequest: auth.requireVerified };
  const userId = (account: Account | null) => (account as Account).id;
  const listShipments = makeShipmentList(db);

  api.post(
    '/shipper/shipments/',
    {
      ...verified,
      schema: {
        body: Type.Object(
          { equipment: field(), pickup: stopBody(), dropoff: stopBody() },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const body = validate(createShipmentRequestSchema, request.body);
      const now = clock.now();
      const record = await createShipment(
        db,
        userId(request.account),
        {
          equipment: body.equipment as Equipment,
          pickupCityId: body.pickup.city,
          dropoffCityId: body.dropoff.city,
          pickupDate: body.pickup.date,
        },
        now,
      );
      return reply.code(201).send(toShipment(record, now));
    },
  );

  api.get('/shipper/shipments/', { ...verified, schema: { querystring: listQuery } }, (request) =>
    listShipments(
      request.account as Account,
      validate(shipmentListQuerySchema, request.query),
      clock.now(),
    ),
  );

  api.get(
    '/shipper/shipments/:id',
    { ...verified, schema: { params: idParams } },
    async (request) => readShipment(db, userId(request.account), request.params.id, clock.now()),
  );

  api.patch(
    '/shipper/shipments/:id/appointment/',
    {
      ...verified,
      schema: {
        params: idParams,
        body: Type.Object(
          { pickup: field(), dropoff: field(), driver_assist: field() },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const shipmentId = parseShipmentId(request.params.id);
      // A payment cut off by a crash would hold driver assist until settled: settle it first.
      if (shipmentId !== null && request.body.driver_assist !== undefined)
        await settleCutOffAttempts(deps, shipmentId);
      const now = clock.now();
      const record = await changeAppointment(
        db,
        userId(request.account),
        request.params.id,
        request.body,
        now,
      );
      return toShipment(record, now);
    },
  );

  api.patch(
    '/shipper/shipments/:id/finalizing/',
    {
      ...verified,
      schema: {
        params: idParams,
        body: finalizingBody,
      },
    },
    async (request) => {
      const now = clock.now();
      const record = await finalizeShipment(
        db,
        userId(request.account),
        request.params.id,
        request.body,
        now,
      );
      return toShipment(record, now);
    },
  );
};
