import * as yup from 'yup';
import {
  COMPANY_NAME_MAX_LENGTH,
  EQUIPMENT,
  LOAD_NUMBER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  REGISTRY_NUMBER_MAX_DIGITS,
  SCAC_MAX_LENGTH,
} from './constants';
import { isIsoDate, isIsoInstant } from './dates';
import { DISPATCH_STAGES } from './dispatchTypes';
import { DISPATCH_MESSAGES } from './dispatchMessages';
import { MAX_POSITIONS_PER_CALL } from './driverLimits';
import { MESSAGES } from './messages';
import { REPORTED_MILESTONES } from './milestones';
import { email, optionalText, phone, selectedId, text } from './schemas';
import { SERVER_MESSAGES } from './serverMessages';
import { validChoice } from './validChoice';
import { documented } from './wireTypes/documented';

/*
 * The rules of the operations desk's forms and of the driver's calls, shared by the app, the
 * server and the mocks.
 */

/** A driver link's client ids are UUIDs; anything of that length is taken. */
const EVENT_ID_MAX_LENGTH = 64;

const digits = (min: number, max: number, message: string) =>
  text(max).matches(new RegExp(`^\\d{${min},${max}}$`), { message, excludeEmptyString: true });

/** No insurance policy is dated before this: an earlier year (0000) is no date to store. */
const EARLIEST_DATE = '1900-01-01';

const isoDate = (message: string) =>
  text(10)
    .required(message)
    .test(
      'iso-date',
      SERVER_MESSAGES.invalidDate,
      (value) => !value || (isIsoDate(value) && value >= EARLIEST_DATE),
    );

export const carrierSchema = yup.object({
  legal_name: text(COMPANY_NAME_MAX_LENGTH).required(MESSAGES.blank),
  usdot_number: digits(1, REGISTRY_NUMBER_MAX_DIGITS, DISPATCH_MESSAGES.usdotInvalid).required(
    DISPATCH_MESSAGES.usdotInvalid,
  ),
  mc_number: digits(1, REGISTRY_NUMBER_MAX_DIGITS, DISPATCH_MESSAGES.mcInvalid)
    .nullable()
    .optional()
    .transform((value: unknown) => (value === '' ? null : value)),
  scac: text(SCAC_MAX_LENGTH)
    .matches(new RegExp(`^[A-Za-z]{2,${SCAC_MAX_LENGTH}}$`), {
      message: DISPATCH_MESSAGES.scacInvalid,
      excludeEmptyString: true,
    })
    .nullable()
    .optional()
    .transform((value: unknown) =>
      value === '' ? null : typeof value === 'string' ? value.toUpperCase() : value,
    ),
  phone: phone(),
  email: email(),
  equipment: yup
    .array()
    .typeError(DISPATCH_MESSAGES.equipmentRequired)
    .of(
      yup
        .string()
        .typeError(validChoice(EQUIPMENT))
        .oneOf(EQUIPMENT, validChoice(EQUIPMENT))
        .required(),
    )
    .min(1, DISPATCH_MESSAGES.equipmentRequired)
    .required(DISPATCH_MESSAGES.equipmentRequired)
    // Each kind once: a kind named twice says no more.
    .meta(documented({ maxItems: EQUIPMENT.length, uniqueItems: true })),
  insurance_expires_on: isoDate(DISPATCH_MESSAGES.insuranceDateRequired),
});

/** The USDOT number to ask the registry about, before the carrier is added. */
export const registryLookupQuerySchema = yup.object({
  usdot_number: digits(1, REGISTRY_NUMBER_MAX_DIGITS, DISPATCH_MESSAGES.usdotInvalid).required(
    DISPATCH_MESSAGES.usdotInvalid,
  ),
});

/** A change to a carrier: any of its fields. */
export const carrierChangeSchema = carrierSchema.partial();

export const dispatchStageSchema = yup.object({
  stage: yup
    .string()
    .oneOf(DISPATCH_STAGES, validChoice(DISPATCH_STAGES))
    .default('to_cover' as const),
});

export const assignmentSchema = yup.object({
  carrier_id: selectedId(MESSAGES.selectOption),
  driver_name: text(NAME_MAX_LENGTH).required(MESSAGES.blank),
  driver_phone: phone(),
  truck_number: text(LOAD_NUMBER_MAX_LENGTH).required(MESSAGES.blank),
  trailer_number: text(LOAD_NUMBER_MAX_LENGTH).required(MESSAGES.blank),
});

const instant = () =>
  text(40)
    .required(DISPATCH_MESSAGES.eventTimeInvalid)
    .test('instant', DISPATCH_MESSAGES.eventTimeInvalid, (value) => !value || isIsoInstant(value));

const reportedMilestone = () =>
  yup
    .string()
    .typeError(DISPATCH_MESSAGES.milestoneInvalid)
    .oneOf(REPORTED_MILESTONES, DISPATCH_MESSAGES.milestoneInvalid)
    .required(DISPATCH_MESSAGES.milestoneInvalid);

const coordinate = (limit: number, message: string) =>
  yup.number().typeError(message).min(-limit, message).max(limit, message);

const accuracy = () =>
  yup
    .number()
    .typeError(DISPATCH_MESSAGES.accuracyInvalid)
    .min(0, DISPATCH_MESSAGES.accuracyInvalid);

export const opsEventSchema = yup.object({
  code: reportedMilestone(),
  at: instant(),
  city_id: selectedId(MESSAGES.selectOption).nullable().optional(),
  note: optionalText(NOTES_MAX_LENGTH),
});

export const driverEventSchema = yup.object({
  id: text(EVENT_ID_MAX_LENGTH).required(DISPATCH_MESSAGES.eventIdInvalid),
  code: reportedMilestone(),
  at: instant(),
  latitude: coordinate(90, DISPATCH_MESSAGES.latitudeInvalid).nullable().optional(),
  longitude: coordinate(180, DISPATCH_MESSAGES.longitudeInvalid).nullable().optional(),
  accuracy_m: accuracy().nullable().optional(),
});

export const driverWithdrawalSchema = yup.object({
  id: text(EVENT_ID_MAX_LENGTH).required(DISPATCH_MESSAGES.eventIdInvalid),
  event_id: text(EVENT_ID_MAX_LENGTH).required(DISPATCH_MESSAGES.withdrawalEventUnknown),
  at: instant(),
});

export const driverPositionsSchema = yup.object({
  positions: yup
    .array()
    .typeError(DISPATCH_MESSAGES.positionsRequired)
    .of(
      yup.object({
        at: instant(),
        latitude: coordinate(90, DISPATCH_MESSAGES.latitudeInvalid).required(
          DISPATCH_MESSAGES.latitudeInvalid,
        ),
        longitude: coordinate(180, DISPATCH_MESSAGES.longitudeInvalid).required(
          DISPATCH_MESSAGES.longitudeInvalid,
        ),
        accuracy_m: accuracy().nullable().optional(),
      }),
    )
    .min(1, DISPATCH_MESSAGES.positionsRequired)
    .max(MAX_POSITIONS_PER_CALL, DISPATCH_MESSAGES.tooManyPositions(MAX_POSITIONS_PER_CALL))
    .required(DISPATCH_MESSAGES.positionsRequired),
});

/** The text fields of a proof of delivery; the signature and the photo come as files. */
export const podFieldsSchema = yup.object({
  receiver_name: text(NAME_MAX_LENGTH).required(DISPATCH_MESSAGES.receiverNameRequired),
  notes: optionalText(NOTES_MAX_LENGTH),
  // When the receiver signed, on the phone's clock: a delivery sent later keeps its own time.
  at: text(40)
    .test('instant', DISPATCH_MESSAGES.eventTimeInvalid, (value) => !value || isIsoInstant(value))
    .optional(),
});
