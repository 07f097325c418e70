import { http, HttpResponse } from 'msw';
import { isFarFromStop } from '@domain/dispatchExceptions';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { isAheadOfNow, UNDO_WINDOW_MS, type WithdrawalRefusal } from '@domain/milestones';
import {
  driverEventSchema,
  driverPositionsSchema,
  driverWithdrawalSchema,
  podFieldsSchema,
} from '@domain/dispatchSchemas';
import type { DriverLoad } from '@domain/dispatchTypes';
import { MAX_PHOTO_BYTES } from '@domain/driverLimits';
import { fieldsWithNul } from '@domain/nulCharacters';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { db } from '../db/store';
import {
  driverLoadOf,
  findMockDriverLink,
  recordMockMilestone,
  recordMockPositions,
  withdrawMockMilestone,
} from '../db/movement';
import { findCity } from '../db/places';
import type { AssignmentRecord, ShipmentRecord } from '../db/records';
import { fieldErrors, messageResponse, notAllowed } from '../http/responses';
import { validate, validateBody } from '../http/validation';

/** As on the server: a phone's clock may run this far ahead; further, its time is wrong. */

type Link = { shipment: ShipmentRecord; assignment: AssignmentRecord; token: string };

/** The live assignment behind a driver link; a dead or unknown link is the link's 404. */
const openLink = (token: string | readonly string[] | undefined): Link => {
  const link = typeof token === 'string' ? findMockDriverLink(token) : undefined;
  const assignment = link && db.assignments.find(({ id }) => id === link.assignmentId);
  if (!link || !assignment || typeof token !== 'string')
    throw messageResponse(404, DISPATCH_MESSAGES.linkDead);
  return { shipment: link.shipment, assignment, token };
};

const loadOf = ({ token }: Link): Response => {
  const load = driverLoadOf(token);
  if (!load) throw messageResponse(404, DISPATCH_MESSAGES.linkDead);
  return HttpResponse.json<DriverLoad>(load);
};

/** Both coordinates or neither, as the server takes a place. */
const placeOf = (event: { latitude?: number | null; longitude?: number | null }) => {
  const hasLatitude = event.latitude !== null && event.latitude !== undefined;
  const hasLongitude = event.longitude !== null && event.longitude !== undefined;
  if (hasLatitude !== hasLongitude)
    throw fieldErrors(
      hasLatitude
        ? { longitude: [DISPATCH_MESSAGES.longitudeInvalid] }
        : { latitude: [DISPATCH_MESSAGES.latitudeInvalid] },
    );
  return hasLatitude && hasLongitude
    ? { latitude: event.latitude as number, longitude: event.longitude as number }
    : null;
};

const WITHDRAWAL_REFUSALS: Record<WithdrawalRefusal, string> = {
  not_undoable: DISPATCH_MESSAGES.withdrawalNotUndoable,
  too_late: DISPATCH_MESSAGES.withdrawalTooLate(UNDO_WINDOW_MS / 60_000),
  not_latest: DISPATCH_MESSAGES.withdrawalNotLatest,
};

/** Whether an arrival the phone placed is far from its stop's city, as the server flags it. */
const arrivedFar = (
  shipment: ShipmentRecord,
  code: string,
  place: { latitude: number; longitude: number } | null,
): boolean => {
  const stop =
    code === 'arrived_pickup'
      ? shipment.pickup
      : code === 'arrived_dropoff'
        ? shipment.dropoff
        : null;
  const city = stop && findCity(stop.cityId);
  return Boolean(place && city && isFarFromStop(place, city));
};

const IMAGE_FORMATS = {
  'image/jpeg': { name: 'JPEG', magic: [0xff, 0xd8, 0xff] },
  'image/png': { name: 'PNG', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
} as const;
type ImageType = keyof typeof IMAGE_FORMATS;

/** An upload's type read from its bytes, as the server reads it, and its size checked. */
const checkImage = async (file: File, allowed: readonly ImageType[], what: string) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const names = allowed.map((type) => IMAGE_FORMATS[type].name);
  const known = allowed.some((type) =>
    IMAGE_FORMATS[type].magic.every((byte, index) => bytes[index] === byte),
  );
  if (!known) throw notAllowed(DISPATCH_MESSAGES.imageType(what, names));
  if (bytes.length > MAX_PHOTO_BYTES) throw notAllowed(DISPATCH_MESSAGES.imageTooLarge(what));
};

const FILES = ['signature', 'photo'] as const;
type PodFile = (typeof FILES)[number];

/** The form's text fields (the first of each name) and its two files; anything else refused. */
const readPodForm = async (request: Request) => {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  const files: Partial<Record<PodFile, File>> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
      continue;
    }
    const file = FILES.find((known) => known === name);
    if (!file || files[file]) throw notAllowed(DISPATCH_MESSAGES.podUnexpectedParts);
    files[file] = value;
  }
  const withNul = fieldsWithNul(fields);
  if (withNul.length)
    throw fieldErrors(
      Object.fromEntries(withNul.map((field) => [field, [SERVER_MESSAGES.nulCharacter]])),
    );
  return { fields, ...files };
};

/** The driver's phone, through the link's token, as the server answers it. */
export const driverHandlers = [
  http.get('*/api/driver/:token/', ({ params }) => loadOf(openLink(params.token))),

  http.post('*/api/driver/:token/events/', async ({ request, params }) => {
    const event = await validateBody(request, driverEventSchema);
    const link = openLink(params.token);
    if (event.code === 'delivered') return notAllowed(DISPATCH_MESSAGES.deliveredWithPod);
    if (isAheadOfNow(new Date(event.at), new Date()))
      return fieldErrors({ at: [DISPATCH_MESSAGES.eventTimeInFuture] });
    const place = placeOf(event);
    const kept = recordMockMilestone(link.shipment.id, {
      code: event.code,
      at: new Date(event.at).toISOString(),
      source: 'driver',
      clientId: event.id,
      farFromStop: arrivedFar(link.shipment, event.code, place),
    });
    if (kept && place)
      recordMockPositions(link.assignment, 'driver', [
        { at: event.at, ...place, accuracyM: event.accuracy_m ?? null },
      ]);
    return loadOf(link);
  }),

  http.post('*/api/driver/:token/withdrawals/', async ({ request, params }) => {
    const withdrawal = await validateBody(request, driverWithdrawalSchema);
    const link = openLink(params.token);
    if (isAheadOfNow(new Date(withdrawal.at), new Date()))
      return fieldErrors({ at: [DISPATCH_MESSAGES.eventTimeInFuture] });
    const refusal = withdrawMockMilestone(
      link.shipment.id,
      link.assignment.id,
      withdrawal.event_id,
      withdrawal.at,
    );
    if (refusal === 'unknown')
      return fieldErrors({ event_id: [DISPATCH_MESSAGES.withdrawalEventUnknown] });
    if (refusal) return messageResponse(409, WITHDRAWAL_REFUSALS[refusal]);
    return loadOf(link);
  }),

  http.post('*/api/driver/:token/positions/', async ({ request, params }) => {
    const { positions } = await validateBody(request, driverPositionsSchema);
    const link = openLink(params.token);
    const ahead = positions.findIndex(({ at }) => isAheadOfNow(new Date(at), new Date()));
    if (ahead >= 0)
      return fieldErrors({ [`positions[${ahead}].at`]: [DISPATCH_MESSAGES.positionTimeInFuture] });
    const recorded = recordMockPositions(
      link.assignment,
      'driver',
      positions.map(({ at, latitude, longitude, accuracy_m }) => ({
        at,
        latitude,
        longitude,
        accuracyM: accuracy_m ?? null,
      })),
    );
    return HttpResponse.json({ recorded });
  }),

  http.post('*/api/driver/:token/pod/', async ({ request, params }) => {
    if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? ''))
      return messageResponse(415, DISPATCH_MESSAGES.podNotMultipart);
    const link = openLink(params.token);
    const { fields, signature, photo } = await readPodForm(request);
    const { receiver_name, notes, at } = await validate(podFieldsSchema, fields);
    if (at && isAheadOfNow(new Date(at), new Date()))
      return fieldErrors({ at: [DISPATCH_MESSAGES.eventTimeInFuture] });
    if (!signature?.size) return notAllowed(DISPATCH_MESSAGES.signatureRequired);
    await checkImage(signature, ['image/png'], 'signature');
    if (photo?.size) await checkImage(photo, ['image/jpeg', 'image/png'], 'photo');
    const proof = {
      shipmentId: link.shipment.id,
      assignmentId: link.assignment.id,
      receiverName: receiver_name,
      notes: notes || null,
      photo: Boolean(photo?.size),
    };
    const stored = db.proofsOfDelivery.find(({ shipmentId }) => shipmentId === proof.shipmentId);
    if (!stored) {
      db.proofsOfDelivery.push(proof);
      recordMockMilestone(link.shipment.id, {
        code: 'delivered',
        at: new Date(at ?? Date.now()).toISOString(),
        source: 'driver',
      });
    } else if (
      stored.receiverName !== proof.receiverName ||
      stored.notes !== proof.notes ||
      stored.photo !== proof.photo
    ) {
      // The same proof again is a phone's retry after a lost answer; another one is a conflict.
      return messageResponse(409, DISPATCH_MESSAGES.shipmentDelivered);
    }
    return loadOf(link);
  }),
];
