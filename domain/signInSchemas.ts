import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH } from './constants';
import { MESSAGES } from './messages';
import { email } from './textFields';
import { documented } from './wireTypes/documented';

/** The sign-in and password-reset request forms: the first pages people see load nothing more. */

export const loginSchema = yup.object({
  email: email(),
  password: yup
    .string()
    .typeError(MESSAGES.notText)
    .required(MESSAGES.passwordRequired)
    // No password is longer: sign-up and the reset refuse one.
    .meta(documented({ maxLength: PASSWORD_MAX_LENGTH })),
});

export const passwordResetRequestSchema = yup.object({ email: email() });
