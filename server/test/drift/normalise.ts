import { addDays } from '@domain/dates';
import { invoiceNumber } from '@domain/invoiceStatus';
import { BOL_COMPANY_PREFIX } from '@domain/shippingPapers';
import type { IsoDate } from '@domain/types';
import type { FileHeaders } from './backends';

/*
 * What may differ between two correct backends is replaced by a label: ids, tokens and secrets by
 * the order in which the scenario first met them (the second shipment it saw is <shipment 2> on
 * both), times by <time>, calendar dates by their distance from the backend's own today. What
 * each label stands for is kept per run, so a backend that mixes two shipments up still differs.
 * City and region ids are left as they are: the mocks use the server's.
 */

type Kind =
  | 'shipment'
  | 'invoice'
  | 'user'
  | 'company'
  | 'paymentMethod'
  | 'invitation'
  | 'activity'
  | 'token'
  | 'secret'
  | 'intent'
  | 'quote'
  | 'facility';

/** A shared tracking page's address: the app's origin differs between the backends. */
const TRACKING_URL = /^https?:\/\/[^/]+\/t\/([^/?#]+)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kind of id an object's `id` is, told by the fields beside it. */
const idKind = (object: Record<string, unknown>): Kind | null => {
  if ('invoice_number' in object) return 'invoice';
  if ('equipment' in object && 'pickup' in object) return 'shipment';
  if ('email' in object && 'first_name' in object) return 'user';
  // A member named without their address: who invited, who did a thing.
  if ('first_name' in object && 'last_name' in object) return 'user';
  if ('invited_by' in object && 'expires_at' in object) return 'invitation';
  if ('members' in object && 'invitations' in object) return 'company';
  if ('payment_method_id' in object && 'last4' in object) return 'paymentMethod';
  if ('kind' in object && 'summary' in object) return 'activity';
  if ('facility_name' in object && 'updated_at' in object) return 'facility';
  return null;
};

/** Fields whose value is an object whose id is of one kind, wherever they stand. */
const OBJECT_KINDS: Record<string, Kind> = { company: 'company' };

/** The kind of id a path segment holds, by the segment before it; any other is a shipment's. */
const PATH_KINDS: Record<string, Kind> = {
  '/invoices/': 'invoice',
  '/members/': 'user',
  '/invitations/': 'invitation',
  '/facilities/': 'facility',
  'member=': 'user',
  'booked_by=': 'user',
};

/**
 * Kinds whose ids are not counted: a quote's id stands for its price and its instant, so two
 * quotes of one lane are one id on a backend whose clock stands still and two on one whose runs.
 */
const UNCOUNTED: ReadonlySet<Kind> = new Set(['quote']);

/** Fields whose value is always an id, token or secret of one kind, wherever they stand. */
const FIELD_KINDS: Record<string, Kind> = {
  shipment_id: 'shipment',
  token: 'token',
  driver_link: 'token',
  client_secret: 'secret',
  stripe_payment_intent_id: 'intent',
  quote_id: 'quote',
  pickup_facility_id: 'facility',
  dropoff_facility_id: 'facility',
};

export type Normaliser = {
  body: (value: unknown) => unknown;
  /** A file's body: a CSV export's cells one by one, any other file as it is. */
  file: (headers: FileHeaders, body: unknown) => unknown;
  headers: (headers: FileHeaders) => FileHeaders;
  path: (path: string) => string;
  /** The label a value of this kind has been given, or none yet. */
  labelOf: (kind: Kind, value: unknown) => string | undefined;
};

/** RFC 4180: fields split by commas, records by line breaks, quotes doubled within quotes. */
export const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      records.push([...record, field]);
      record = [];
      field = '';
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
};

export const createNormaliser = (today: IsoDate): Normaliser => {
  const labels = new Map<string, string>();
  const counts = new Map<Kind, number>();

  const label = (kind: Kind, value: unknown): string => {
    if (UNCOUNTED.has(kind)) return `<${kind}>`;
    const key = `${kind}:${String(value)}`;
    let found = labels.get(key);
    if (!found) {
      const count = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, count);
      found = `<${kind} ${count}>`;
      labels.set(key, found);
    }
    return found;
  };

  const labelOf = (kind: Kind, value: unknown) => labels.get(`${kind}:${String(value)}`);

  const scalar = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    if (ISO_TIME.test(value)) return '<time>';
    if (ISO_DATE.test(value)) {
      const days = Math.round((Date.parse(value) - Date.parse(today)) / DAY_MS);
      return addDays(today, days) === value ? `<today${days < 0 ? '' : '+'}${days}>` : value;
    }
    return value;
  };

  const body = (value: unknown, named?: Kind): unknown => {
    if (Array.isArray(value)) return value.map((item) => body(item));
    if (!isObject(value)) return scalar(value);
    const kind = named ?? idKind(value);
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      const fieldKind = key === 'id' ? kind : FIELD_KINDS[key];
      if (fieldKind && (typeof field === 'number' || typeof field === 'string'))
        result[key] = label(fieldKind, field);
      else if (typeof field === 'string' && TRACKING_URL.test(field))
        result[key] = `<app>/t/${label('token', TRACKING_URL.exec(field)?.[1])}`;
      else if (key === 'invoice_number' && field === invoiceNumber(Number(value.id)))
        result[key] = `INV-${label('invoice', value.id)}`;
      else result[key] = body(field, OBJECT_KINDS[key]);
    }
    return result;
  };

  // Ids in a path or query: an invoice's, a member's (as a segment, a member or a booked_by), an
  // invitation's, a facility's, or a shipment's (as a segment, a shipment_id or a searched "#id"); and an
  // invitation link's token, which the scenario met in an e-mail rather than in an answer, and a
  // shared tracking page's.
  const path = (text: string): string =>
    text
      .replace(
        /(\/auth\/invitations\/|\/public\/tracking\/)([^/?]+)/,
        (_whole, before: string, token: string) => `${before}${label('token', token)}`,
      )
      .replace(
        /(\/invoices\/|\/members\/|\/invitations\/|\/facilities\/|\/|shipment_id=|member=|booked_by=|%23)(\d+)(?=\/|&|$)/g,
        (whole, before: string, id: string) => {
          const known = labelOf(PATH_KINDS[before] ?? 'shipment', id);
          return known ? `${before}${known}` : whole;
        },
      );

  const invoiceNumbers = (text: string) =>
    text.replace(
      /INV-(\d+)/g,
      (_whole, digits: string) => `INV-${label('invoice', Number(digits))}`,
    );

  /** A paper's file name holds its shipment's id, a bill of lading's within its number. */
  const shipmentFiles = (text: string) =>
    text
      .replace(
        /(proof-of-delivery-|load-confirmation-)(\d+)/g,
        (_whole, before: string, id: string) => `${before}${label('shipment', id)}`,
      )
      .replace(
        /BOL-(\d{17})/g,
        (_whole, digits: string) =>
          `BOL-${label('shipment', String(Number(digits.slice(BOL_COMPANY_PREFIX.length, -1))))}`,
      );

  /** A file's name holds an invoice number, a shipment's id, or the day it was made. */
  const headers = (file: FileHeaders): FileHeaders => ({
    ...file,
    'content-disposition':
      file['content-disposition'] &&
      shipmentFiles(invoiceNumbers(file['content-disposition'])).replace(
        /\d{4}-\d{2}-\d{2}/g,
        (day) => String(scalar(day)),
      ),
  });

  /** An export's cell: an invoice number, an id in a column that names one, or a value. */
  const csvCell = (header: string, cell: string): unknown => {
    if (/^INV-\d+$/.test(cell)) return invoiceNumbers(cell);
    if (/^shipment$|\bshipment id\b/i.test(header) && /^\d+$/.test(cell))
      return label('shipment', cell);
    return scalar(cell);
  };

  const file = (headers: FileHeaders, content: unknown): unknown => {
    if (!headers['content-type'].startsWith('text/csv') || typeof content !== 'string')
      return content;
    const [header = [], ...records] = parseCsv(content);
    return [
      header,
      ...records.map((record) => record.map((cell, at) => csvCell(header[at] ?? '', cell))),
    ];
  };

  return { body, file, headers, path, labelOf };
};
