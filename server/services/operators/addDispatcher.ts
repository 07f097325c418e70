import * as yup from 'yup';
import { FIRST_NAME_MAX_LENGTH } from '@domain/constants';
import { MESSAGES } from '@domain/messages';
import { email, text } from '@domain/schemas';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../accounts/isUniqueViolation';
import { validateInput } from '../validateInput';
import { createOperator } from './createOperator';
import { findOperatorByEmail } from './operatorRecords';
import { issueOperatorToken, revokeOperatorTokens } from './operatorTokens';

export const newDispatcherSchema = yup.object({
  email: email(),
  first_name: text(FIRST_NAME_MAX_LENGTH)
    .required(MESSAGES.firstNameRequired)
    .max(FIRST_NAME_MAX_LENGTH, MESSAGES.firstNameTooLong),
});

/** The page of the operations desk where a one-time link's password is set. */
export const setPasswordUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/+$/, '')}/ops/set-password/${token}`;

export type AddedDispatcher = { operatorId: number; created: boolean; link: string };

/**
 * Adds a dispatcher without a password, and makes the one-time link they set it with. A
 * dispatcher of that e-mail already there gets a new link instead (a forgotten password), and
 * their links before stop working. No password ever passes through here.
 */
export const addDispatcher = async (
  db: Db,
  input: { email: string; first_name: string },
  appUrl: string,
  now: Date,
): Promise<AddedDispatcher> => {
  const { email: address, first_name } = validateInput(newDispatcherSchema, input);
  const existing = await findOperatorByEmail(db, address);
  const created = existing === null;
  const operatorId =
    existing?.id ??
    (await createOperator(db, {
      email: address,
      firstName: first_name,
      role: 'dispatcher',
      passwordHash: null,
    }).catch(async (error: unknown) => {
      // Added meanwhile by another run: that dispatcher gets the link.
      const raced = isUniqueViolation(error, 'operators_email_idx')
        ? await findOperatorByEmail(db, address)
        : null;
      if (!raced) throw error;
      return raced.id;
    }));
  await revokeOperatorTokens(db, operatorId, 'password', now);
  const token = await issueOperatorToken(db, operatorId, 'password', now);
  return { operatorId, created, link: setPasswordUrl(appUrl, token) };
};
