import { MAX_STORED_ID } from '../storedId';
import type { JsonSchema } from './yupDescription';

/*
 * What the API document shows of a rule that yup's description cannot (a date's length, the
 * largest id), as a yup schema's meta: the server's document merges it into the field's JSON
 * Schema. It describes only; the rules are yup's. The server may take more than it says (a longer
 * text fails its own rule, not a length), never less.
 */
export const documented = (keywords: JsonSchema) => ({ document: keywords });

/*
 * Here rather than beside isIsoDate and isIsoInstant (dates.ts): the app's first pages load the
 * form schemas that use these, and dates.ts would bring the server's messages along.
 */
/** The one length of a date isIsoDate takes. */
export const ISO_DATE_LENGTH = 'YYYY-MM-DD'.length;
/** The longest instant isIsoInstant takes: nanoseconds and an offset. */
export const ISO_INSTANT_MAX_LENGTH = 'YYYY-MM-DDThh:mm:ss.nnnnnnnnn+hh:mm'.length;

export const ISO_DATE_KEYWORDS = { format: 'date', maxLength: ISO_DATE_LENGTH };

export const ISO_INSTANT_KEYWORDS = { format: 'date-time', maxLength: ISO_INSTANT_MAX_LENGTH };

/** A record's id: no stored id is larger. */
export const STORED_ID_KEYWORDS = { format: 'int32', maximum: MAX_STORED_ID };
