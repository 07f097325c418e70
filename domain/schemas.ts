import * as yup from 'yup';
import { validChoice } from './validChoice';
import {
  ADDRESS_MAX_LENGTH,
  AVERAGE_FTL_OPTIONS,
  COMPANY_NAME_MAX_LENGTH,
  COUNTRY_CODE_MAX_LENGTH,
  DATE_MIN_LENGTH,
  DEFAULT_EQUIPMENT,
  EQUIPMENT,
  FACILITY_NAME_MAX_LENGTH,
  FIRST_NAME_MAX_LENGTH,
  LOAD_NUMBER_MAX_LENGTH,
  LOAD_TEXT_MAX_LENGTH,
  MAX_PACKAGING_COUNT,
  MAX_WEIGHT_BY_EQUIPMENT,
  MODES,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  PHONE_MAX_LENGTH,
  SCHEDULING_PREFERENCES,
  TOKEN_MAX_LENGTH,
  TRAILER_TYPES,
  ZIP_CODE_MAX_LENGTH,
  ZIP_CODE_MIN_LENGTH,
} from './constants';
import { SAME_CITY_MESSAGE, sameCityAtBothEnds } from './laneEnds';
import { MESSAGES, tooLongMessage } from './messages';
import { STOP_MESSAGES } from './stopMessages';
import { email, text } from './textFields';
import { normalisePhone } from './phoneNumbers';
import {
  TEMPERATURE_MAX_F,
  TEMPERATURE_MIN_F,
  TEMPERATURE_MODES,
  takesTemperature,
} from './reeferTemperature';
import type { Equipment } from './types';
import { MAX_STORED_ID } from './storedId';
import { documented, STORED_ID_KEYWORDS } from './wireTypes/documented';

/*
 * The validation rules of the specification, shared by the app's forms and the server.
 * Forms hold the same shape as the request bodies (pickers hold ids), so one schema serves both.
 */

export { email, text } from './textFields';
export { loginSchema, passwordResetRequestSchema } from './signInSchemas';

/**
 * A phone number as typed, `(312) 555-0142` say, normalised to the pattern's form before the
 * pattern applies, and kept so. The typed text may be as long as PHONE_MAX_LENGTH; the pattern
 * limits the normalised number.
 */
export const phone = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalisePhone(value) : value))
    .typeError(MESSAGES.phoneInvalid)
    .required(MESSAGES.phoneRequired)
    .matches(PHONE_PATTERN, { message: MESSAGES.phoneInvalid, excludeEmptyString: true })
    .meta(documented({ maxLength: PHONE_MAX_LENGTH }));

export const newPassword = () =>
  yup
    .string()
    .typeError(MESSAGES.notText)
    .required(MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH))
    .matches(/[A-Z]/, MESSAGES.passwordWeak)
    .matches(/[a-z]/, MESSAGES.passwordWeak)
    .matches(/\d/, MESSAGES.passwordWeak);

/** A record chosen by its id: no stored id is past MAX_STORED_ID, which the document declares. */
export const selectedId = (message: string) =>
  yup
    .number()
    .typeError(message)
    .required(message)
    .integer(message)
    .positive(message)
    .max(MAX_STORED_ID, message)
    .meta(documented(STORED_ID_KEYWORDS));

export const optionalText = (maxLength: number) => text(maxLength).nullable().optional();

/** A count typed in a form: blank is none; a list is not a number, though yup reads [5] as 5. */
const optionalPositiveInteger = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => {
      if (original === '' || original === null || original === undefined) return null;
      return Array.isArray(original) ? NaN : value;
    })
    .typeError(MESSAGES.positiveInteger)
    .integer(MESSAGES.positiveInteger)
    .positive(MESSAGES.positiveInteger)
    .nullable()
    .optional();

const requiredText = (maxLength: number) => text(maxLength).required(MESSAGES.blank);

export const registerSchema = yup.object({
  email: email(),
  first_name: text(FIRST_NAME_MAX_LENGTH)
    .required(MESSAGES.firstNameRequired)
    .max(FIRST_NAME_MAX_LENGTH, MESSAGES.firstNameTooLong),
  last_name: text(NAME_MAX_LENGTH).required(MESSAGES.lastNameRequired),
  phone_number: phone(),
  password: newPassword(),
  company_name: text(COMPANY_NAME_MAX_LENGTH).required(MESSAGES.companyNameRequired),
  primary_ships_country: text(COUNTRY_CODE_MAX_LENGTH).required(MESSAGES.countryRequired),
});

export const shippingNeedsSchema = yup.object({
  company_location: selectedId(MESSAGES.companyLocationRequired),
  mode: yup
    .array(
      yup.string().typeError(MESSAGES.modeRequired).oneOf(MODES, validChoice(MODES)).required(),
    )
    .typeError(MESSAGES.modeRequired)
    .required(MESSAGES.modeRequired)
    .min(1, MESSAGES.modeRequired)
    // Each mode once: the server keeps a mode named twice once.
    .meta(documented({ maxItems: MODES.length, uniqueItems: true })),
  average_ftl: yup
    .string()
    .typeError(MESSAGES.averageFtlRequired)
    .oneOf(AVERAGE_FTL_OPTIONS, MESSAGES.averageFtlRequired)
    .required(MESSAGES.averageFtlRequired),
  trailer_type: yup
    .array(
      yup
        .string()
        .typeError(MESSAGES.trailerTypeRequired)
        .oneOf(TRAILER_TYPES, validChoice(TRAILER_TYPES))
        .required(),
    )
    .typeError(MESSAGES.trailerTypeRequired)
    .required(MESSAGES.trailerTypeRequired)
    .min(1, MESSAGES.trailerTypeRequired)
    // Each type once: the server keeps a type named twice once.
    .meta(documented({ maxItems: TRAILER_TYPES.length, uniqueItems: true })),
  user_id: yup.number().optional(),
});

export const passwordResetConfirmSchema = yup.object({
  password: newPassword(),
  token: text(TOKEN_MAX_LENGTH).required(MESSAGES.required),
});

export const createShipmentSchema = yup.object({
  equipment: yup.string().oneOf(EQUIPMENT, MESSAGES.selectOption).required(MESSAGES.selectOption),
  pickup_location: selectedId(MESSAGES.selectOption),
  dropoff_location: selectedId(MESSAGES.selectOption).test(
    'other-city',
    SAME_CITY_MESSAGE,
    (dropoff, { parent }) =>
      !sameCityAtBothEnds((parent as { pickup_location?: number | null }).pickup_location, dropoff),
  ),
  pickup_date: yup
    .string()
    .required(MESSAGES.pickupDateRequired)
    .min(DATE_MIN_LENGTH, MESSAGES.pickupDateRequired),
  dropoff_date: yup
    .string()
    .required(MESSAGES.dropoffDateRequired)
    .min(DATE_MIN_LENGTH, MESSAGES.dropoffDateRequired),
});

export const facilitySchema = yup.object({
  facility_name: text(FACILITY_NAME_MAX_LENGTH).required(MESSAGES.facilityNameRequired),
  facility_address: text(ADDRESS_MAX_LENGTH).required(MESSAGES.addressRequired),
  zip_code: text(ZIP_CODE_MAX_LENGTH)
    .required(MESSAGES.zipRequired)
    .min(ZIP_CODE_MIN_LENGTH, MESSAGES.zipTooShort),
  scheduling_preference: yup
    .string()
    .typeError(MESSAGES.schedulingPreferenceInvalid)
    .oneOf(SCHEDULING_PREFERENCES, MESSAGES.schedulingPreferenceInvalid)
    .required(MESSAGES.schedulingPreferenceInvalid),
  contact_name: text(NAME_MAX_LENGTH).required(MESSAGES.contactNameRequired),
  phone_number: phone(),
  email: email(MESSAGES.facilityEmailInvalid),
});

const WEIGHT_MESSAGES: Record<Equipment, string> = {
  dryVan: MESSAGES.weightTooHighDryVan,
  reefer: MESSAGES.weightTooHighReefer,
};

/**
 * What the finalizing rules need to know of the shipment: its trailer sets the weight limit and
 * whether it takes a temperature, and a temperature kept from an earlier save may be left out.
 */
export type FinalizingContext = { equipment: Equipment; temperatureKept?: boolean };

const equipmentOf = (context: unknown): Equipment => {
  const equipment = (context as Partial<FinalizingContext> | undefined)?.equipment;
  return equipment && equipment in MAX_WEIGHT_BY_EQUIPMENT ? equipment : DEFAULT_EQUIPMENT;
};

/** Validate the finalizing form and body with `{ context: finalizingContext(shipment) }`. */
export const finalizingContext = (
  shipment: { equipment: Equipment },
  kept?: { temperature: number | null },
): FinalizingContext => ({
  equipment: shipment.equipment,
  temperatureKept: kept ? kept.temperature !== null : false,
});

/**
 * A reefer's setting: required on a reefer (left out, an earlier save's stands), refused on a
 * dry van.
 */
const reeferSettingTest =
  (required: string) =>
  (value: unknown, { options, createError }: yup.TestContext) => {
    const context = options.context as Partial<FinalizingContext> | undefined;
    const none = value === null || value === undefined;
    if (!takesTemperature(equipmentOf(context)))
      return none || createError({ message: STOP_MESSAGES.temperatureDryVan });
    if (value === undefined && context?.temperatureKept) return true;
    return !none || createError({ message: required });
  };

export const finalizingSchema = yup.object({
  reference_number: optionalText(LOAD_NUMBER_MAX_LENGTH),
  weight: optionalPositiveInteger()
    .test('max-weight', (weight, { options, createError }) => {
      const equipment = equipmentOf(options.context);
      return (
        weight === null ||
        weight === undefined ||
        weight <= MAX_WEIGHT_BY_EQUIPMENT[equipment] ||
        createError({ message: WEIGHT_MESSAGES[equipment] })
      );
    })
    // The heavier trailer's limit: the shipment's own may be lower.
    .meta(
      documented({
        format: 'int32',
        maximum: Math.max(...Object.values(MAX_WEIGHT_BY_EQUIPMENT)),
      }),
    ),
  commodity: optionalText(LOAD_TEXT_MAX_LENGTH),
  packaging: optionalPositiveInteger()
    .max(MAX_PACKAGING_COUNT, MESSAGES.packagingTooMany)
    .meta(documented({ format: 'int32' })),
  packaging_type: optionalText(LOAD_TEXT_MAX_LENGTH),
  pickup_number: requiredText(LOAD_NUMBER_MAX_LENGTH),
  pickup_notes: requiredText(NOTES_MAX_LENGTH),
  dropoff_number: requiredText(LOAD_NUMBER_MAX_LENGTH),
  dropoff_notes: requiredText(NOTES_MAX_LENGTH),
  temperature_f: yup
    .number()
    .transform((value: unknown, original: unknown) => {
      if (original === '' || original === null || original === undefined)
        return original === undefined ? undefined : null;
      return Array.isArray(original) ? NaN : value;
    })
    .typeError(STOP_MESSAGES.temperatureRange)
    .min(TEMPERATURE_MIN_F, STOP_MESSAGES.temperatureRange)
    .max(TEMPERATURE_MAX_F, STOP_MESSAGES.temperatureRange)
    .test(
      'tenths',
      STOP_MESSAGES.temperatureStep,
      // 34.5 is a setting; 34.25 is more than any unit's display holds.
      (value) =>
        value === null ||
        value === undefined ||
        Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
    )
    .nullable()
    .optional()
    .test('reefer', reeferSettingTest(STOP_MESSAGES.temperatureRequired)),
  temperature_mode: yup
    .string()
    .transform((value: unknown) => (value === '' ? null : value))
    .typeError(STOP_MESSAGES.temperatureModeRequired)
    .nullable()
    .oneOf(TEMPERATURE_MODES, STOP_MESSAGES.temperatureModeRequired)
    .optional()
    .test('reefer', reeferSettingTest(STOP_MESSAGES.temperatureModeRequired)),
});
