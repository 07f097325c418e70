import * as yup from 'yup';
import { CANCELLATION_REASONS, CANCELLATION_REASON_TEXT_MAX_LENGTH } from './cancellationTerms';
import { MESSAGES } from './messages';
import { text } from './schemas';
import { validChoice } from './validChoice';

import type { CancellationReason } from './types';

export type { CancellationReason };

/** What a shipper says when cancelling: a reason of the list, in their own words too if Other. */
export type CancellationRequest = { reason: CancellationReason; reason_text?: string | null };

const notAReason = validChoice(CANCELLATION_REASONS);

/** The cancellation dialog's form and the body it sends: an Other without words says nothing. */
export const cancellationRequestSchema = yup.object({
  reason: yup
    .string()
    .typeError(notAReason)
    .oneOf(CANCELLATION_REASONS, notAReason)
    .required(MESSAGES.required),
  reason_text: text(CANCELLATION_REASON_TEXT_MAX_LENGTH)
    .nullable()
    .optional()
    .when('reason', {
      is: 'other',
      then: (schema) => schema.required(MESSAGES.required),
    }),
});
