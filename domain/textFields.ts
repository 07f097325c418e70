import * as yup from 'yup';
import { EMAIL_MAX_LENGTH } from './constants';
import { isEmailAddress } from './emailAddress';
import { MESSAGES, tooLongMessage } from './messages';

/*
 * The text and e-mail field builders. Their own module, light enough for the sign-in pages:
 * schemas.ts, which phones make heavier, is not loaded with them.
 */

/**
 * Trimmed text. yup's own trim() throws on a list or an object sent where text goes; here they
 * fail the type check instead. A number is taken as its digits.
 */
const trimmed = () =>
  yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Trimmed text of at most `maxLength` characters. */
export const text = (maxLength: number) =>
  trimmed().typeError(MESSAGES.notText).max(maxLength, tooLongMessage(maxLength));

/** An e-mail address by the one rule of emailAddress.ts, with the form's own wording of a refusal. */
export const email = (invalid: string = MESSAGES.emailInvalid) =>
  text(EMAIL_MAX_LENGTH)
    .required(MESSAGES.emailRequired)
    .test('email', invalid, (value) => !value || isEmailAddress(value));
