import * as yup from 'yup';
import {
  DEFAULT_INVOICE_ORDERING,
  DEFAULT_SHIPMENT_ORDERING,
  EQUIPMENT,
  INVOICE_ORDER_FIELDS,
  INVOICE_PAGE_SIZE,
  LIST_SEARCH_MAX_LENGTH,
  MAX_PAGE_SIZE,
  MONTH_START_YEARS,
  SHIPMENT_PAGE_SIZE,
  SHIPMENT_ORDER_FIELDS,
  BOOKED_BY_ME,
} from './constants';
import { ETA_STATES, INVOICE_STATUSES, SHIPMENT_TABS } from './statuses';
import { isIsoDate, isIsoInstant } from './dates';
import { MESSAGES } from './messages';
import { SERVER_MESSAGES } from './serverMessages';
import { MAX_STORED_ID, parseStoredId } from './storedId';
import { validChoice } from './validChoice';
import { documented, ISO_DATE_KEYWORDS, ISO_INSTANT_KEYWORDS } from './wireTypes/documented';

/*
 * The query strings of the paged lists, as the server and the mocks read them: every value
 * arrives as text, and one left out or empty takes its default.
 */

const absent = (original: unknown) => original === undefined || original === '';

const WHOLE_NUMBER_DIGITS = 9;
const WHOLE_NUMBER = new RegExp(`^\\d{1,${WHOLE_NUMBER_DIGITS}}$`);
/** The largest number a query's whole number takes: a page, an id. */
export const WHOLE_NUMBER_MAX = 10 ** WHOLE_NUMBER_DIGITS - 1;

/** Digits only: "1e3", "0x10" or "2.0" are not page numbers, though Number() reads them. */
export const wholeNumber = () =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) => {
      if (absent(original)) return undefined;
      if (typeof original === 'number') return original;
      return typeof original === 'string' && WHOLE_NUMBER.test(original) ? Number(original) : NaN;
    })
    .typeError(MESSAGES.positiveInteger)
    .integer(MESSAGES.positiveInteger)
    .min(1, MESSAGES.positiveInteger)
    .meta(documented({ format: 'int32', maximum: WHOLE_NUMBER_MAX }));

export const optionalText = () =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (absent(original) ? undefined : value));

export const pageFields = (defaultSize: number) => ({
  page: wholeNumber().default(1),
  page_size: wholeNumber()
    .max(MAX_PAGE_SIZE, SERVER_MESSAGES.pageSizeTooLarge)
    .default(defaultSize),
});

/** Each field, ascending or (with a leading "-") descending. */
export const orderings = <F extends string>(fields: readonly F[]): (F | `-${F}`)[] =>
  fields.flatMap((field) => [field, `-${field}` as const]);

const ordering = <F extends string>(fields: readonly F[], byDefault: F | `-${F}`) => {
  const choices = orderings(fields);
  return optionalText().oneOf(choices, validChoice(choices)).default(byDefault);
};

export const isoDate = () =>
  optionalText()
    .test(
      'iso-date',
      SERVER_MESSAGES.invalidDate,
      (value) => value === undefined || isIsoDate(value),
    )
    .meta(documented(ISO_DATE_KEYWORDS));

/** The end of a date range, which may not come before its start (YYYY-MM-DD sorts as dates do). */
export const rangeEnd = (start: string) =>
  isoDate().test('range-order', SERVER_MESSAGES.dateRangeReversed, (value, context) => {
    const from: unknown = context.parent[start];
    return value === undefined || typeof from !== 'string' || !isIsoDate(from) || from <= value;
  });

export const shipmentListQuerySchema = yup.object({
  ...pageFields(SHIPMENT_PAGE_SIZE),
  status: optionalText().oneOf(SHIPMENT_TABS, SERVER_MESSAGES.invalidTab).default('all'),
  search: yup.string().max(LIST_SEARCH_MAX_LENGTH, SERVER_MESSAGES.searchTooLong).default(''),
  ordering: ordering(SHIPMENT_ORDER_FIELDS, DEFAULT_SHIPMENT_ORDERING),
  equipment: optionalText().oneOf(EQUIPMENT, validChoice(EQUIPMENT)),
  /** Pickup dates from and to these days, both included. */
  pickup_from: isoDate(),
  pickup_to: rangeEnd('pickup_from'),
  /** Booked by this member (their id), or by the caller (me). */
  booked_by: optionalText()
    .test(
      'member',
      SERVER_MESSAGES.invalidBookedBy,
      (value) => value === undefined || value === BOOKED_BY_ME || parseStoredId(value) !== null,
    )
    .meta(documented({ maxLength: Math.max(BOOKED_BY_ME.length, String(MAX_STORED_ID).length) })),
  /** Whose arrival estimate stands so now (eta.ts). */
  eta_state: optionalText().oneOf(ETA_STATES, validChoice(ETA_STATES)),
});

const inMonthStartYears = (instant: string) => {
  const year = new Date(instant).getUTCFullYear();
  return year >= MONTH_START_YEARS.from && year <= MONTH_START_YEARS.to;
};

export const invoiceListQuerySchema = yup.object({
  ...pageFields(INVOICE_PAGE_SIZE),
  month_start: optionalText()
    .test(
      'iso-instant',
      SERVER_MESSAGES.invalidInstant,
      (value) => value === undefined || isIsoInstant(value),
    )
    .test(
      'month-start-years',
      SERVER_MESSAGES.monthStartOutOfRange,
      (value) => value === undefined || !isIsoInstant(value) || inMonthStartYears(value),
    )
    .meta(documented(ISO_INSTANT_KEYWORDS)),
  shipment_id: wholeNumber().optional(),
  status: optionalText().oneOf(INVOICE_STATUSES, validChoice(INVOICE_STATUSES)),
  /** Invoices dated (created, UTC) from and to these days, both included. */
  date_from: isoDate(),
  date_to: rangeEnd('date_from'),
  ordering: ordering(INVOICE_ORDER_FIELDS, DEFAULT_INVOICE_ORDERING),
});

export type ShipmentListParams = yup.InferType<typeof shipmentListQuerySchema>;
export type InvoiceListParams = yup.InferType<typeof invoiceListQuerySchema>;

/** How many rows come before a page. */
export const pageOffset = ({ page, page_size }: { page: number; page_size: number }): number =>
  (page - 1) * page_size;
