import { LIST_SEARCH_MAX_LENGTH, MAX_PAGE_SIZE, MONTH_START_YEARS } from './constants';
import { SAME_CITY_MESSAGE } from './laneEnds';
import { SHIPMENT_TABS } from './statuses';
import { validChoice } from './validChoice';

/**
 * The texts the API itself answers with, beyond the form messages of messages.ts. The server and
 * the mocks share them so that a test written against the mocks reads the same as production.
 */
export const SERVER_MESSAGES = {
  registered: 'Account created. Check your email to verify your address.',
  loggedIn: 'Signed in.',
  loggedOut: 'Signed out.',
  resetRequested: 'If an account exists for this email, we sent a link to reset the password.',
  passwordReset: 'Your password has been reset.',
  verificationEmailSent: 'Verification email sent.',
  emailVerified: 'Email verified.',
  emailTaken: 'A user with this email already exists.',
  invalidOrExpiredToken: 'This link was already used or has expired. Ask for a new one.',
  verificationLinkDead:
    'This verification link was already used or has expired. We can e-mail you a new one.',
  resetLinkDead:
    'This password reset link was already used or has expired. Request a new one to choose your password.',
  emailNotVerified: 'Verify your email address first.',
  shippingNeedsMissing: 'Tell us about your shipping needs first.',
  invalidBody: 'Invalid data. Expected a JSON object.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidDate: 'Enter a valid date (YYYY-MM-DD).',
  unknownCity: 'Unknown city.',
  sameCity: SAME_CITY_MESSAGE,
  pickupDateTooEarly: 'Pickup date cannot be in the past.',
  pickupDateTooLate: 'Pickup date must be within a year from today.',
  oneAppointmentChange: 'Send exactly one of pickup, dropoff or driver_assist.',
  driverAssistLocked: 'Driver assist cannot be changed once the shipment is paid.',
  shipmentLocked: 'This shipment can no longer be changed: it is in progress or delivered.',
  shipmentCancelled: 'This shipment is cancelled and can no longer be changed or paid.',
  notFinalized: 'Finalize the shipment before paying.',
  alreadyPaid: 'This shipment is already paid.',
  paymentInProgress:
    'A payment for this shipment is already in progress. Wait a moment, then check the shipment before paying again.',
  driverAssistPaymentInProgress:
    'Driver assist cannot be changed while a payment for this shipment is in progress.',
  totalChanged:
    "The shipment's total changed while the payment waited for authentication. Please pay again.",
  quoteExpired: 'This quote expired, so the lane was priced again. Book on the new quote.',
  quoteUnknown: 'This quote is not known, so the lane was priced again. Book on the new quote.',
  quoteElsewhere:
    'This quote is for another lane, equipment or pickup day, so the booking was priced again. Book on the new quote.',
  priceHoldEnded:
    "This shipment's price hold ended and its price changed. Accept the new price, then pay.",
  facilityInBook: 'Another facility in the book has this name, address and ZIP code.',
  unknownPaymentMethod: 'Unknown payment method.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  pageSizeTooLarge: `Ensure this value is less than or equal to ${MAX_PAGE_SIZE}.`,
  invalidTab: validChoice(SHIPMENT_TABS),
  searchTooLong: `Ensure this field has no more than ${LIST_SEARCH_MAX_LENGTH} characters.`,
  invalidInstant: 'Enter a valid date and time (ISO 8601, with a time zone).',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  nulCharacter: 'Null characters are not allowed.',
  brokenCharacter: 'This text has a broken character in it. Delete it and type it again.',
  monthStartOutOfRange: `Enter a date and time between the years ${MONTH_START_YEARS.from} and ${MONTH_START_YEARS.to}.`,
  dateRangeReversed: 'The end of the date range cannot be before its start.',
  badUrl: 'The address of the request is not valid.',
  invalidBookedBy: 'Enter a member’s id, or me.',
  urlTooLong: 'The address of the request is too long.',
} as const;

/** Why a shipment cannot be cancelled, as its cancellation quote says it. */
export const CANCELLATION_MESSAGES = {
  inProgress: 'This shipment is already in progress and can no longer be cancelled.',
  delivered: 'This shipment has been delivered and can no longer be cancelled.',
  alreadyCancelled: 'This shipment is already cancelled.',
} as const;
