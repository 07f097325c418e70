import * as yup from 'yup';
import {
  AVERAGE_FTL_OPTIONS,
  DATE_MIN_LENGTH,
  EQUIPMENT,
  FIRST_NAME_MAX_LENGTH,
  MODES,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  SCHEDULING_PREFERENCES,
  TRAILER_TYPES,
  ZIP_CODE_MIN_LENGTH,
} from './constants';
import { MESSAGES } from './messages';

/*
 * The validation rules of the specification, shared by the app's forms and the server.
 * Forms hold the same shape as the request bodies (pickers hold ids), so one schema serves both.
 */

const email = (invalid: string = MESSAGES.emailInvalid) =>
  yup.string().trim().required(MESSAGES.emailRequired).email(invalid);

const phone = () =>
  yup
    .string()
    .trim()
    .required(MESSAGES.phoneRequired)
    .matches(PHONE_PATTERN, { message: MESSAGES.phoneInvalid, excludeEmptyString: true });

export const newPassword = () =>
  yup
    .string()
    .required(MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .matches(/[A-Z]/, MESSAGES.passwordWeak)
    .matches(/[a-z]/, MESSAGES.passwordWeak)
    .matches(/\d/, MESSAGES.passwordWeak);

export const selectedId = (message: string) =>
  yup.number().typeError(message).required(message).integer(message).positive(message);

const optionalText = () => yup.string().trim().nullable().optional();

const optionalPositiveInteger = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null || original === undefined ? null : value,
    )
    .typeError(MESSAGES.positiveInteger)
    .integer(MESSAGES.positiveInteger)
    .positive(MESSAGES.positiveInteger)
    .nullable()
    .optional();

const requiredText = () => yup.string().trim().required(MESSAGES.blank);

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(MESSAGES.passwordRequired),
});

export const registerSchema = yup.object({
  email: email(),
  first_name: yup
    .string()
    .trim()
    .required(MESSAGES.firstNameRequired)
    .max(FIRST_NAME_MAX_LENGTH, MESSAGES.firstNameTooLong),
  last_name: yup.string().trim().required(MESSAGES.lastNameRequired),
  phone_number: phone(),
  password: newPassword(),
  company_name: yup.string().trim().required(MESSAGES.companyNameRequired),
  primary_ships_country: yup.string().trim().required(MESSAGES.countryRequired),
});

export const shippingNeedsSchema = yup.object({
  company_location: selectedId(MESSAGES.companyLocationRequired),
  mode: yup
    .array(yup.string().oneOf(MODES).required())
    .required(MESSAGES.modeRequired)
    .min(1, MESSAGES.modeRequired),
  average_ftl: yup
    .string()
    .oneOf(AVERAGE_FTL_OPTIONS, MESSAGES.averageFtlRequired)
    .required(MESSAGES.averageFtlRequired),
  trailer_type: yup
    .array(yup.string().oneOf(TRAILER_TYPES).required())
    .required(MESSAGES.trailerTypeRequired)
    .min(1, MESSAGES.trailerTypeRequired),
  user_id: yup.number().optional(),
});

export const passwordResetRequestSchema = yup.object({ email: email() });

export const passwordResetConfirmSchema = yup.object({
  password: newPassword(),
  token: yup.string().required(MESSAGES.required),
});

export const quoteSchema = yup.object({
  pickup_location: selectedId(MESSAGES.selectOption),
  dropoff_location: selectedId(MESSAGES.selectOption),
  equipment: yup.string().oneOf(EQUIPMENT, MESSAGES.selectOption).optional(),
});

export const createShipmentSchema = yup.object({
  equipment: yup.string().oneOf(EQUIPMENT, MESSAGES.selectOption).required(MESSAGES.selectOption),
  pickup_location: selectedId(MESSAGES.selectOption),
  dropoff_location: selectedId(MESSAGES.selectOption),
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
  facility_name: yup.string().trim().required(MESSAGES.facilityNameRequired),
  facility_address: yup.string().trim().required(MESSAGES.addressRequired),
  zip_code: yup
    .string()
    .trim()
    .required(MESSAGES.zipTooShort)
    .min(ZIP_CODE_MIN_LENGTH, MESSAGES.zipTooShort),
  scheduling_preference: yup
    .string()
    .oneOf(SCHEDULING_PREFERENCES, MESSAGES.schedulingPreferenceInvalid)
    .required(MESSAGES.schedulingPreferenceInvalid),
  contact_name: yup.string().trim().required(MESSAGES.contactNameRequired),
  phone_number: phone(),
  email: email(MESSAGES.facilityEmailInvalid),
});

export const finalizingSchema = yup.object({
  reference_number: optionalText(),
  weight: optionalPositiveInteger(),
  commodity: optionalText(),
  packaging: optionalPositiveInteger(),
  packaging_type: optionalText(),
  pickup_number: requiredText(),
  pickup_notes: requiredText(),
  dropoff_number: requiredText(),
  dropoff_notes: requiredText(),
});
