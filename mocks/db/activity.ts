import type { ActivityChange, ActivityDetails, ActivityKind } from '@domain/activity';
import { activityDetailsFor, activitySummary } from '@domain/activity';
import type {
  CompanyActivity,
  CompanyActivityPage,
  ShipmentActivity,
} from '@domain/activitySchemas';
import type { ActivityExportParams, ActivityListParams } from '@domain/activityQueries';
import { addDays } from '@domain/dates';
import { pageOffset } from '@domain/listQueries';
import type { Role } from '@domain/roles';
import type { IsoDateTime } from '@domain/types';
import type { ActivityRecord } from './records';
import { db, nextId } from './store';
import { companyOf, personOf } from './users';

/*
 * A company's history, as the server keeps it: the mocks write an event where they make the
 * change it records, and tell it in the domain's words, so that the texts are the server's.
 */

export type NewMockActivity = {
  /** The member who did it: their company's history holds the event. */
  actorId: number;
  kind: ActivityKind;
  /** When, as a timestamp or milliseconds; now if not given. */
  at?: IsoDateTime | number;
  shipmentId?: number;
  /** The member a team event is about. */
  memberId?: number;
  details?: ActivityDetails;
  changes?: ActivityChange[];
};

/** Writes an event into the actor's company's history. The team mocks call it too. */
export const recordMockActivity = (event: NewMockActivity): void => {
  db.activity.push({
    id: nextId('activity'),
    companyId: companyOf(event.actorId),
    actorId: event.actorId,
    kind: event.kind,
    at: new Date(event.at ?? Date.now()).toISOString(),
    shipmentId: event.shipmentId ?? null,
    memberId: event.memberId ?? null,
    details: event.details ?? {},
    changes: event.changes ?? [],
  });
};

/** An event as a member of the role is told it, by the domain's rule. */
const toActivity =
  (role: Role) =>
  (event: ActivityRecord): CompanyActivity => ({
    id: event.id,
    at: event.at,
    actor: personOf(event.actorId),
    kind: event.kind,
    summary: activitySummary(event.kind, activityDetailsFor(role, event.details), event.changes),
    changes: event.changes,
    shipment_id: event.shipmentId,
    member: event.memberId === null ? null : personOf(event.memberId),
  });

/** Newest first; events of the same instant in the order they were written, last first. */
const newestFirst = (a: ActivityRecord, b: ActivityRecord) =>
  Date.parse(b.at) - Date.parse(a.at) || b.id - a.id;

/** The start of a UTC calendar day, in milliseconds. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** The company's events the filters choose: by one member, of one kind, on the UTC days given. */
const chosen = (companyId: number, params: ActivityExportParams): ActivityRecord[] =>
  db.activity
    .filter(
      (event) =>
        event.companyId === companyId &&
        (params.member === undefined || event.actorId === params.member) &&
        (params.kind === undefined || event.kind === params.kind) &&
        (params.date_from === undefined || Date.parse(event.at) >= dayStart(params.date_from)) &&
        (params.date_to === undefined ||
          Date.parse(event.at) < dayStart(addDays(params.date_to, 1))),
    )
    .sort(newestFirst);

/** A shipment's history, newest first, without what only the company's activity names. */
export const shipmentActivity = (
  companyId: number,
  shipmentId: number,
  role: Role,
): ShipmentActivity[] =>
  chosen(companyId, {})
    .filter((event) => event.shipmentId === shipmentId)
    .map(toActivity(role))
    .map(({ id, at, actor, kind, summary, changes }) => ({
      id,
      at,
      actor,
      kind,
      summary,
      changes,
    }));

/** A page of the company's activity, with the count of every event the filters choose. */
export const companyActivityPage = (
  companyId: number,
  params: ActivityListParams,
  role: Role,
): CompanyActivityPage => {
  const events = chosen(companyId, params);
  const offset = pageOffset(params);
  return {
    results: events.slice(offset, offset + params.page_size).map(toActivity(role)),
    count: events.length,
    page: params.page,
    page_size: params.page_size,
  };
};

/** Every event the list would show on any of its pages, in its order. */
export const companyActivity = (companyId: number, params: ActivityExportParams, role: Role) =>
  chosen(companyId, params).map(toActivity(role));

/**
 * The card a payment used, as the company saved it: what its history names, as the server's
 * does. A card paid with through the API alone, never saved, is not known by brand.
 */
export const savedCard = (
  companyId: number,
  paymentMethodId: string,
): { brand: string; last4: string } | null => {
  const saved = db.paymentMethods.find(
    (method) =>
      companyOf(method.userId) === companyId && method.payment_method_id === paymentMethodId,
  );
  return saved ? { brand: saved.brand, last4: saved.last4 } : null;
};
