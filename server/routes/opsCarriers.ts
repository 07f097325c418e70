import Type from 'typebox';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import {
  CarrierListSchema,
  CarrierSchema,
  RegistryLookupSchema,
} from '@domain/dispatchResponseSchemas';
import {
  carrierChangeSchema,
  carrierSchema,
  registryLookupQuerySchema,
} from '@domain/dispatchSchemas';
import { parseStoredId } from '@domain/storedId';
import { notFound } from '../http/httpError';
import { answers, BODY_FAILURES, SIGNED_IN } from '../openapi/answers';
import {
  changeCarrier,
  createCarrier,
  listCarriers,
  verifyCarrier,
} from '../services/carriers/saveCarrier';
import { findCarrierRow, toCarrier } from '../services/carriers/carrierRecords';
import { operatorOf } from './opsOperator';
import type { Api, RouteDeps } from './routeTypes';

const tags = ['operations'];
const DISPATCHER_FAILURES = [401, 403] as const;

const idParams = Type.Object({
  id: Type.String({ description: "The carrier's id; an unknown one is a 404." }),
});

/** The carrier an :id names, or 404: a malformed id tells no more than an unknown one. */
const carrierIdOf = (params: { id: string }): number => {
  const id = parseStoredId(params.id);
  if (id === null) throw notFound(DISPATCH_MESSAGES.carrierNotFound);
  return id;
};

/** The carriers dispatchers cover loads with, and their checks against the registry. */
export const registerOpsCarrierRoutes = (api: Api, deps: RouteDeps) => {
  const { db, clock, registry, auth } = deps;
  const dispatcher = { onRequest: auth.requireDispatcher };
  const security = SIGNED_IN;

  api.get(
    '/ops/carriers/',
    {
      ...dispatcher,
      schema: {
        summary: 'List carriers',
        description: 'Every carrier, by name, with what the registry said at its last check.',
        tags,
        security,
        response: answers({ 200: CarrierListSchema }, DISPATCHER_FAILURES),
      },
    },
    async () => ({ results: await listCarriers(db) }),
  );

  api.post(
    '/ops/carriers/',
    {
      ...dispatcher,
      schema: {
        summary: 'Add a carrier',
        description:
          "Stores the carrier and checks its USDOT number against the registry at once (FMCSA's, " +
          'or the test registry without an FMCSA web key); a registry that cannot be reached ' +
          'leaves it unverified. A USDOT number already on file is a 409.',
        tags,
        security,
        body: carrierSchema,
        response: answers({ 201: CarrierSchema }, DISPATCHER_FAILURES, BODY_FAILURES, [409]),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCarrier(db, registry, operatorOf(request).id, request.body, clock.now())),
  );

  api.get(
    '/ops/carriers/:id/',
    {
      ...dispatcher,
      schema: {
        summary: 'A carrier',
        tags,
        security,
        params: idParams,
        response: answers({ 200: CarrierSchema }, DISPATCHER_FAILURES, [404]),
      },
    },
    async (request) => toCarrier(await findCarrierRow(db, carrierIdOf(request.params))),
  );

  api.patch(
    '/ops/carriers/:id/',
    {
      ...dispatcher,
      schema: {
        summary: 'Change a carrier',
        description:
          'The fields sent; another USDOT number clears the check of the one before and is ' +
          'checked at once. A USDOT number already on file is a 409.',
        tags,
        security,
        params: idParams,
        body: carrierChangeSchema,
        response: answers({ 200: CarrierSchema }, DISPATCHER_FAILURES, BODY_FAILURES, [404, 409]),
      },
    },
    async (request) =>
      changeCarrier(db, registry, carrierIdOf(request.params), request.body, clock.now()),
  );

  api.get(
    '/ops/registry/',
    {
      ...dispatcher,
      schema: {
        summary: 'Look a USDOT number up in the carrier registry',
        description:
          'What the registry says of the number, its legal name on file included, for the add ' +
          'carrier form to fill in; nothing is stored. Unknown numbers answer with no name.',
        tags,
        security,
        querystring: registryLookupQuerySchema,
        response: answers({ 200: RegistryLookupSchema }, DISPATCHER_FAILURES, [400]),
      },
    },
    async (request) => {
      const usdot_number = request.query.usdot_number;
      const check = await registry.check(usdot_number);
      return {
        usdot_number,
        legal_name: check.legalName,
        outcome: check.outcome,
        reasons: check.reasons,
      };
    },
  );

  api.post(
    '/ops/carriers/:id/verify/',
    {
      ...dispatcher,
      schema: {
        summary: 'Check a carrier against the registry again',
        description:
          'Verified while authorised to operate, not out of service and insured; otherwise the ' +
          "registry's reasons. A registry that cannot be reached leaves it unverified.",
        tags,
        security,
        params: idParams,
        response: answers({ 200: CarrierSchema }, DISPATCHER_FAILURES, [404]),
      },
    },
    async (request) => verifyCarrier(db, registry, carrierIdOf(request.params), clock.now()),
  );
};
