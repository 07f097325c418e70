import Type from 'typebox';
import {
  AssignedShipmentSchema,
  OpsBoardSchema,
  OpsShipmentSchema,
} from '@domain/dispatchResponseSchemas';
import { assignmentSchema, dispatchStageSchema, opsEventSchema } from '@domain/dispatchSchemas';
import { answers, BODY_FAILURES, SIGNED_IN } from '../openapi/answers';
import { assignShipment } from '../services/dispatch/assignShipment';
import { createBackgroundTexts } from '../services/dispatch/backgroundTexts';
import { recordDispatcherEvent } from '../services/dispatch/dispatcherEvent';
import {
  BOARD_LIMIT,
  readBoard,
  readOpsShipment,
  shipmentIdOf,
} from '../services/dispatch/dispatchBoard';
import { operatorOf } from './opsOperator';
import type { Api, RouteDeps } from './routeTypes';

const tags = ['operations'];
const DISPATCHER_FAILURES = [401, 403] as const;

const idParams = Type.Object({
  id: Type.String({ description: "The shipment's id; an unknown one is a 404." }),
});

/** The dispatch board: covering paid loads with carriers, and what the trucks do. */
export const registerOpsShipmentRoutes = (api: Api, deps: RouteDeps) => {
  const { db, clock, auth } = deps;
  const texts = createBackgroundTexts(deps.sms);
  const dispatcher = { onRequest: auth.requireDispatcher };
  const security = SIGNED_IN;
  // A shutdown lets the drivers' texts already promised go out.
  api.addHook('onClose', async () => {
    await texts.settle();
  });

  api.get(
    '/ops/shipments/',
    {
      ...dispatcher,
      schema: {
        summary: 'The dispatch board',
        description:
          'The paid loads of one stage: to cover (no carrier), covered (not yet at the pickup), ' +
          'in transit, delivered (the newest first), or those with an exception (not covered 24 ' +
          'hours before the pickup day, no arrival at the pickup by the end of its day, not ' +
          'delivered by the end of the drop-off day, no position for 4 hours on the road), each ' +
          "day told on its stop's clock. In the order of pickup, at most " +
          `${BOARD_LIMIT}.`,
        tags,
        security,
        querystring: dispatchStageSchema,
        response: answers({ 200: OpsBoardSchema }, DISPATCHER_FAILURES, [400]),
      },
    },
    async (request) => ({ results: await readBoard(db, request.query.stage, clock.now()) }),
  );

  api.put(
    '/ops/shipments/:id/assignment/',
    {
      ...dispatcher,
      schema: {
        summary: 'Assign a carrier and a driver',
        description:
          'Covers a paid shipment with a verified, insured carrier that runs its trailer (a ' +
          'check older than a day is made again first); a carrier already on it is replaced, ' +
          "and its driver's link stops working. The driver is texted the new link, which the " +
          'answer also holds, and the shipper is e-mailed. 409 with the reason when the carrier ' +
          'may not haul it, or the shipment is unpaid, cancelled or delivered.',
        tags,
        security,
        params: idParams,
        body: assignmentSchema,
        response: answers(
          { 200: AssignedShipmentSchema },
          DISPATCHER_FAILURES,
          BODY_FAILURES,
          [404, 409],
        ),
      },
    },
    (request) =>
      assignShipment(
        { ...deps, texts },
        operatorOf(request).id,
        shipmentIdOf(request.params.id),
        request.body,
        request.log,
      ),
  );

  api.post(
    '/ops/shipments/:id/events/',
    {
      ...dispatcher,
      schema: {
        summary: 'Record a milestone for the driver',
        description:
          "A milestone a driver called in, kept in the load's history as the dispatcher's; the " +
          'status only ever moves forward. A city named is also kept as a position. A delivery ' +
          'needs no proof of delivery here. Not later than 5 minutes from now; 409 without a ' +
          'carrier assigned, or on a cancelled shipment.',
        tags,
        security,
        params: idParams,
        body: opsEventSchema,
        response: answers(
          { 200: OpsShipmentSchema },
          DISPATCHER_FAILURES,
          BODY_FAILURES,
          [404, 409],
        ),
      },
    },
    async (request) => {
      const shipmentId = shipmentIdOf(request.params.id);
      const now = clock.now();
      await recordDispatcherEvent(db, operatorOf(request).id, shipmentId, request.body, now);
      return readOpsShipment(db, shipmentId, now);
    },
  );
};
