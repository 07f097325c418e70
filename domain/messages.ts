import { MAX_PACKAGING_COUNT, MAX_WEIGHT_BY_EQUIPMENT } from './constants';

/** Every validation and error text of the specification, written once. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordWeak:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name must be 15 characters or less',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  companyNameRequired: 'Company name is required',
  countryRequired: 'Please select a country',
  companyLocationRequired: 'Please select a company location',
  modeRequired: 'Please select at least one mode type',
  averageFtlRequired: 'Please select average FTL shipment volume',
  trailerTypeRequired: 'Please select at least one trailer type',
  selectOption: 'You must select an option',
  pickupDateRequired: 'Pick-up date is required',
  dropoffDateRequired: 'Dropoff date is required',
  facilityNameRequired: 'Facility name is required',
  addressRequired: 'Address is required',
  zipTooShort: 'Zip code is too short',
  contactNameRequired: 'Contact name is required',
  facilityEmailInvalid: 'Invalid email address',
  schedulingPreferenceInvalid: 'Please select a scheduling preference',
  positiveInteger: 'Enter a positive whole number',
  blank: 'This field may not be blank.',
  required: 'This field is required.',

  anErrorOccurred: 'An error occurred',
  networkError: 'Network error occurred',
  unexpected: 'An unexpected error occurred. Please try again.',
  somethingWentWrong: 'Something Went Wrong, Try Again Later.',
  verificationSent: 'Verification email sent successfully!',
  verificationSendFailed: 'Failed to send verification email. Please try again.',
  verifyFailed: "We Couldn't Verify Your Email, Try Again.",
  cardInputMissing: 'Card number input not found.',
  testCardOnly: 'Use a test card number in test mode.',
  shipmentSaved: 'Shipment Saved.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  invalidToken: 'Invalid token.',
  notAuthenticated: 'Authentication credentials were not provided.',
  notFound: 'Not found.',
  internalError: 'Internal server error.',

  // Limits beyond the specification's, shown by the forms and answered by the API alike.
  weightTooHighDryVan: `Weight must be at most ${MAX_WEIGHT_BY_EQUIPMENT.dryVan} (${MAX_WEIGHT_BY_EQUIPMENT.dryVan},000 lbs) for a dry van`,
  weightTooHighReefer: `Weight must be at most ${MAX_WEIGHT_BY_EQUIPMENT.reefer} (${MAX_WEIGHT_BY_EQUIPMENT.reefer},000 lbs) for a reefer`,
  packagingTooMany: `Packaging count must be at most ${MAX_PACKAGING_COUNT.toLocaleString('en-US')}`,
  notText: 'Must be a string.',
  zipRequired: 'Zip code is required',
} as const;

/** The text of every field's length limit but the first name's, which the specification words. */
export const tooLongMessage = (maxLength: number) =>
  `Ensure this field has no more than ${maxLength} characters.`;
