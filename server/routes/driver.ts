import multipart from '@fastify/multipart';
import Type from 'typebox';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import {
  driverEventSchema,
  driverPositionsSchema,
  driverWithdrawalSchema,
} from '@domain/dispatchSchemas';
import { FAR_FROM_STOP_MILES, MAX_PLAUSIBLE_MPH } from '@domain/dispatchExceptions';
import { MAX_PHOTO_BYTES } from '@domain/driverLimits';
import { CLOCK_AHEAD_MS, UNDO_WINDOW_MS } from '@domain/milestones';
import { DriverLoadSchema, PositionsRecordedSchema } from '@domain/driverResponseSchemas';
import { HttpError } from '../http/httpError';
import { answers, BODY_FAILURES, PUBLIC } from '../openapi/answers';
import { openDriverLink } from '../services/movement/driverAccess';
import { recordDriverEvent } from '../services/movement/driverEvents';
import { readDriverLoad } from '../services/movement/driverLoad';
import { recordDriverPositions } from '../services/movement/driverPositions';
import { withdrawDriverEvent } from '../services/movement/driverWithdrawals';
import { POD_UPLOAD_LIMITS, readPodUpload } from '../services/pod/podUpload';
import { storeProofOfDelivery } from '../services/pod/proofOfDelivery';
import { createRateLimiter } from '../services/rateLimiter';
import type { Api, RouteDeps } from './routeTypes';

const tags = ['driver'];

const params = Type.Object({
  token: Type.String({
    description: "The driver link's token: the page /d/{token} texted to the driver.",
  }),
});

/** A dead or unknown link is a 404; each link's calls, and each address's dead ones, are limited. */
const LINK_FAILURES = [404, 429] as const;

/**
 * The driver's phone, with no account: the link's token is all it has. A link lives from the
 * assignment until 72 hours after the delivery, and dies at a reassignment or a cancellation.
 * Each call checks the link only after its body: a bad body is a 400 whatever the link.
 */
export const registerDriverRoutes = async (api: Api, deps: RouteDeps) => {
  const { db, clock } = deps;
  const limits = createRateLimiter(db, clock);
  const open = (token: string, ip: string) => openDriverLink(db, limits, token, ip, clock.now());

  // Uploads are taken by these routes alone, within the limits of a proof of delivery.
  await api.register(async (driver: Api) => {
    await driver.register(multipart, { limits: POD_UPLOAD_LIMITS, throwFileSizeLimit: false });

    driver.get(
      '/driver/:token/',
      {
        schema: {
          summary: "The driver's load",
          security: PUBLIC,
          description:
            'Both stops in full (facility, address, scheduling, contact, location numbers, ' +
            'notes), the freight, the carrier, driver and truck, the milestones so far and the ' +
            'one to report next. Never a price.',
          tags,
          params,
          response: answers({ 200: DriverLoadSchema }, LINK_FAILURES),
        },
      },
      async (request) => readDriverLoad(db, await open(request.params.token, request.ip)),
    );

    driver.post(
      '/driver/:token/events/',
      {
        schema: {
          summary: 'Report a milestone',
          security: PUBLIC,
          description:
            'Arrival at pickup, departure, arrival at drop-off; the delivery comes with the proof ' +
            "of delivery. `id` is the phone's own for the event: sent again (a retry, a queue " +
            'replayed), it is the same event, kept once, with the same answer. An event that ' +
            'comes late or out of order is kept in the history and never moves the load back. ' +
            'Coordinates, when given, are kept as a position too (not again with a retry); an ' +
            `arrival placed more than ${FAR_FROM_STOP_MILES} miles from its stop is kept and flagged on the dispatch ` +
            "board's exceptions. Answers the load as it is now.",
          tags,
          params,
          body: driverEventSchema,
          response: answers({ 200: DriverLoadSchema }, BODY_FAILURES, LINK_FAILURES),
        },
      },
      async (request) => {
        const link = await open(request.params.token, request.ip);
        await recordDriverEvent(db, link, request.body, clock.now());
        return readDriverLoad(db, link);
      },
    );

    driver.post(
      '/driver/:token/withdrawals/',
      {
        schema: {
          summary: 'Undo a milestone',
          security: PUBLIC,
          description:
            `The driver undoes a milestone of theirs within ${UNDO_WINDOW_MS / 60_000} minutes ` +
            "of it (`at` against the milestone's own time, both the phone's), while no later " +
            'milestone stands on it; ' +
            'never the delivery. `event_id` is the id the phone gave the milestone, `id` the ' +
            "phone's own for the undo. The milestone stays in the history with `withdrawn_at`; " +
            "the shipment's status and its tracking follow what still stands. Sent again, or " +
            'for a milestone already withdrawn, it changes nothing and answers the same. A 409 ' +
            'says why a milestone can no longer be undone. Answers the load as it is now.',
          tags,
          params,
          body: driverWithdrawalSchema,
          response: answers({ 200: DriverLoadSchema }, BODY_FAILURES, [409], LINK_FAILURES),
        },
      },
      async (request) => {
        const link = await open(request.params.token, request.ip);
        await withdrawDriverEvent(db, link, request.body, clock.now());
        return readDriverLoad(db, link);
      },
    );

    driver.post(
      '/driver/:token/positions/',
      {
        schema: {
          summary: 'Report positions',
          security: PUBLIC,
          description:
            'Where the truck was, oldest or newest first; one position per moment, so a batch ' +
            'sent again records nothing new. A position dated more than ' +
            `${CLOCK_AHEAD_MS / 60_000} minutes ahead of the ` +
            "server's clock is a 400; one after the delivery is not recorded (the trail ends " +
            `there); one implying more than ${MAX_PLAUSIBLE_MPH} mph since the one before is kept and flagged ` +
            "on the dispatch board's exceptions.",
          tags,
          params,
          body: driverPositionsSchema,
          response: answers({ 200: PositionsRecordedSchema }, BODY_FAILURES, LINK_FAILURES),
        },
      },
      async (request) => {
        const link = await open(request.params.token, request.ip);
        return {
          recorded: await recordDriverPositions(db, link, request.body.positions, clock.now()),
        };
      },
    );

    driver.post(
      '/driver/:token/pod/',
      {
        schema: {
          summary: 'Deliver, with the proof of delivery',
          security: PUBLIC,
          description:
            'A multipart/form-data form: `receiver_name`, `signature` (a PNG file), `photo` ' +
            `(optional: a JPEG or PNG file of at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB, its type read from its bytes and ` +
            'its location data taken out), `notes` (optional: over, short or damaged) and `at` ' +
            '(optional: when the receiver signed, ISO 8601 with its zone; the delivery keeps ' +
            'that time however late it is sent, the time of the call otherwise). ' +
            'Stores the proof and records the delivery together. The same proof sent again ' +
            'answers as the first time; another proof for a delivered shipment is a 409.',
          tags,
          params,
          response: answers({ 200: DriverLoadSchema }, [400, 409, 415], LINK_FAILURES),
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new HttpError(415, { message: DISPATCH_MESSAGES.podNotMultipart });
        const link = await open(request.params.token, request.ip);
        const upload = await readPodUpload(request.parts());
        await storeProofOfDelivery(db, link, upload, clock.now());
        return readDriverLoad(db, link);
      },
    );
  });
};
