import { http, HttpResponse } from 'msw';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { isAheadOfNow } from '@domain/milestones';
import {
  assignmentSchema,
  carrierChangeSchema,
  carrierSchema,
  dispatchStageSchema,
  opsEventSchema,
  registryLookupQuerySchema,
} from '@domain/dispatchSchemas';
import type { AssignedShipment, Carrier, OpsShipment, RegistryLookup } from '@domain/dispatchTypes';
import { MESSAGES } from '@domain/messages';
import type { Operator } from '@domain/operatorRoles';
import { loginSchema, passwordResetConfirmSchema } from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { parseStoredId } from '@domain/storedId';
import type { ListResponse, MessageResponse } from '@domain/types';
import {
  addMockCarrier,
  checkMockCarrier,
  findMockCarrier,
  findMockCarrierByUsdot,
} from '../db/carriers';
import {
  assignMockCarrier,
  liveAssignmentOf,
  recordMockMilestone,
  recordMockPositions,
} from '../db/movement';
import { opsBoard, opsShipmentOf } from '../db/opsBoard';
import { testRegistryCheck } from '../../server/services/carriers/registry/testRegistry';
import {
  endOpsSession,
  findOperatorByLogin,
  opsSessionOperator,
  setMockOperatorPassword,
  startOpsSession,
} from '../db/opsOperators';
import { findCity } from '../db/places';
import type { ShipmentRecord } from '../db/records';
import { sessionUser } from '../db/sessions';
import { findShipment } from '../db/shipments';
import { db } from '../db/store';
import { fieldErrors, messageResponse, notFound } from '../http/responses';
import { validateBody, validateQuery } from '../http/validation';

/** As on the server: a dispatcher's clock a little ahead still tells the truth about the past. */

const TOKEN_HEADER = /^Token\s+(\S+)$/i;

type OpsCaller = { operator: Operator; token: string };

/**
 * The signed-in dispatcher, as the server's requireDispatcher finds them: no header is "not signed
 * in", a shipper's token a 403 saying the desk is for dispatchers, anything else "invalid token".
 */
const requireDispatcher = (request: Request): OpsCaller => {
  const header = request.headers.get('Authorization');
  if (!header) throw messageResponse(401, MESSAGES.notAuthenticated);
  const token = TOKEN_HEADER.exec(header)?.[1];
  if (!token) throw messageResponse(401, MESSAGES.invalidToken);
  const operator = opsSessionOperator(token);
  if (operator) return { operator, token };
  if (sessionUser(token)) throw messageResponse(403, DISPATCH_MESSAGES.dispatchersOnly);
  throw messageResponse(401, MESSAGES.invalidToken);
};

const sessionAnswer = (operator: Operator) =>
  HttpResponse.json({ token: startOpsSession(operator.id), operator });

const carrierOf = (id: string | readonly string[] | undefined): Carrier => {
  const carrierId = typeof id === 'string' ? parseStoredId(id) : null;
  const carrier = carrierId === null ? undefined : findMockCarrier(carrierId);
  if (!carrier) throw messageResponse(404, DISPATCH_MESSAGES.carrierNotFound);
  return carrier;
};

/** The id a path names, or the 404 a malformed one is: it tells no more than an unknown one. */
const shipmentIdOf = (id: string | readonly string[] | undefined): number => {
  const shipmentId = typeof id === 'string' ? parseStoredId(id) : null;
  if (shipmentId === null) throw notFound();
  return shipmentId;
};

const shipmentOf = (id: number): ShipmentRecord => {
  const shipment = findShipment(id);
  if (!shipment) throw notFound();
  return shipment;
};

/** A USDOT number on file for another carrier is a 409, as the database's unique index says. */
const refuseTakenUsdot = (usdotNumber: string | undefined, carrierId?: number) => {
  const holder = usdotNumber === undefined ? undefined : findMockCarrierByUsdot(usdotNumber);
  if (holder && holder.id !== carrierId) throw messageResponse(409, DISPATCH_MESSAGES.usdotTaken);
};

const byName = (a: Carrier, b: Carrier) => a.legal_name.localeCompare(b.legal_name) || a.id - b.id;

export const opsHandlers = [
  http.post('*/api/ops/auth/login/', async ({ request }) => {
    const body = await validateBody(request, loginSchema);
    const operator = findOperatorByLogin(body.email, body.password);
    if (!operator) return fieldErrors({ non_field_errors: [MESSAGES.invalidCredentials] });
    return sessionAnswer(operator);
  }),

  http.post('*/api/ops/auth/set-password/', async ({ request }) => {
    const body = await validateBody(request, passwordResetConfirmSchema);
    const operator = setMockOperatorPassword(body.token, body.password);
    if (!operator) return fieldErrors({ token: [SERVER_MESSAGES.invalidOrExpiredToken] });
    return sessionAnswer(operator);
  }),

  http.get('*/api/ops/auth/me/', ({ request }) =>
    HttpResponse.json<Operator>(requireDispatcher(request).operator),
  ),

  http.post('*/api/ops/auth/logout/', ({ request }) => {
    endOpsSession(requireDispatcher(request).token);
    return HttpResponse.json<MessageResponse>({ message: SERVER_MESSAGES.loggedOut });
  }),

  http.get('*/api/ops/carriers/', ({ request }) => {
    requireDispatcher(request);
    return HttpResponse.json<ListResponse<Carrier>>({ results: [...db.carriers].sort(byName) });
  }),

  http.post('*/api/ops/carriers/', async ({ request }) => {
    requireDispatcher(request);
    const body = await validateBody(request, carrierSchema);
    refuseTakenUsdot(body.usdot_number);
    const carrier = addMockCarrier({
      ...body,
      mc_number: body.mc_number ?? null,
      scac: body.scac ?? null,
    });
    return HttpResponse.json<Carrier>(carrier, { status: 201 });
  }),

  http.get('*/api/ops/carriers/:id/', ({ request, params }) => {
    requireDispatcher(request);
    return HttpResponse.json<Carrier>(carrierOf(params.id));
  }),

  // Another USDOT number is another carrier to the registry: checked at once, from nothing.
  http.patch('*/api/ops/carriers/:id/', async ({ request, params }) => {
    requireDispatcher(request);
    const carrier = carrierOf(params.id);
    const change = await validateBody(request, carrierChangeSchema);
    refuseTakenUsdot(change.usdot_number, carrier.id);
    const renumbered =
      change.usdot_number !== undefined && change.usdot_number !== carrier.usdot_number;
    for (const [field, value] of Object.entries(change))
      if (value !== undefined) Object.assign(carrier, { [field]: value });
    return HttpResponse.json<Carrier>(renumbered ? checkMockCarrier(carrier) : carrier);
  }),

  // The test registry, as a server without an FMCSA key asks it.
  http.get('*/api/ops/registry/', async ({ request }) => {
    requireDispatcher(request);
    const { usdot_number } = await validateQuery(request, registryLookupQuerySchema);
    const check = testRegistryCheck(usdot_number);
    return HttpResponse.json<RegistryLookup>({
      usdot_number,
      legal_name: check.legalName,
      outcome: check.outcome,
      reasons: check.reasons,
    });
  }),

  http.post('*/api/ops/carriers/:id/verify/', ({ request, params }) => {
    requireDispatcher(request);
    return HttpResponse.json<Carrier>(checkMockCarrier(carrierOf(params.id)));
  }),

  http.get('*/api/ops/shipments/', async ({ request }) => {
    requireDispatcher(request);
    const { stage } = await validateQuery(request, dispatchStageSchema);
    return HttpResponse.json<ListResponse<OpsShipment>>({ results: opsBoard(stage) });
  }),

  http.put('*/api/ops/shipments/:id/assignment/', async ({ request, params }) => {
    requireDispatcher(request);
    const body = await validateBody(request, assignmentSchema);
    const shipmentId = shipmentIdOf(params.id);
    if (!findMockCarrier(body.carrier_id))
      return messageResponse(404, DISPATCH_MESSAGES.carrierNotFound);
    const shipment = shipmentOf(shipmentId);
    const assigned = assignMockCarrier(shipment.id, body);
    if ('refused' in assigned) return messageResponse(409, assigned.refused);
    const driver_link = `${new URL(request.url).origin}/d/${assigned.token}`;
    return HttpResponse.json<AssignedShipment>({ ...opsShipmentOf(shipment), driver_link });
  }),

  // A city named is also kept as a position, so a truck without a smartphone is seen on its way.
  http.post('*/api/ops/shipments/:id/events/', async ({ request, params }) => {
    requireDispatcher(request);
    const body = await validateBody(request, opsEventSchema);
    const shipmentId = shipmentIdOf(params.id);
    if (isAheadOfNow(new Date(body.at), new Date()))
      return fieldErrors({ at: [DISPATCH_MESSAGES.eventTimeInFuture] });
    const city = body.city_id ? findCity(body.city_id) : undefined;
    if (body.city_id && !city) return fieldErrors({ city_id: [SERVER_MESSAGES.unknownCity] });
    const shipment = shipmentOf(shipmentId);
    if (shipment.cancellation) return messageResponse(409, DISPATCH_MESSAGES.shipmentCancelled);
    const assignment = liveAssignmentOf(shipment.id);
    if (!assignment) return messageResponse(409, DISPATCH_MESSAGES.notDispatched);
    const at = new Date(body.at).toISOString();
    recordMockMilestone(shipment.id, {
      code: body.code,
      at,
      source: 'dispatcher',
      cityId: city?.id ?? null,
    });
    if (city)
      recordMockPositions(assignment, 'dispatcher', [
        { at, latitude: city.latitude, longitude: city.longitude },
      ]);
    return HttpResponse.json<OpsShipment>(opsShipmentOf(shipment));
  }),
];
