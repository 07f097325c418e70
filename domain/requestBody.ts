/* What the API refuses in a request body before reading its fields, and its words for it. */

/** Request bodies above this size are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/** A body sent as anything but JSON: a 415. */
export const NOT_JSON_MESSAGE = 'Send the request body as application/json.';

/** A body that does not parse as JSON, or a JSON body that is empty: a 400. */
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON in the request body.';
