import * as yup from 'yup';
import { fieldErrorsOf } from '@domain/fieldErrors';
import { fieldsWithNul, holdsNul } from '@domain/nulCharacters';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import {
  BODY_LIMIT_BYTES,
  BODY_TOO_LARGE_MESSAGE,
  MALFORMED_JSON_MESSAGE,
  NOT_JSON_MESSAGE,
} from '@domain/requestBody';
import { checkWireTypes } from './checkWireTypes';
import { fieldErrors, messageResponse } from './responses';

export type JsonObject = Record<string, unknown>;

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const invalidBody = () => fieldErrors({ non_field_errors: [SERVER_MESSAGES.invalidBody] });

/** As the server: a NUL character anywhere in a body or a query is a 400 on its field. */
const rejectNulCharacters = (value: unknown) => {
  if (holdsNul(value))
    throw fieldErrors(
      Object.fromEntries(
        fieldsWithNul(value).map((field) => [field, [SERVER_MESSAGES.nulCharacter]]),
      ),
    );
};

const isJson = (contentType: string) => /^application\/json\b/i.test(contentType);

/**
 * The body as the server's parser reads it: none at all (no content type, nothing sent) is
 * undefined, for the type check to refuse; one too large is the server's 413, one of another type
 * its 415; JSON that does not parse, or a JSON body left empty, is its malformed-JSON 400.
 */
const parseBody = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  const contentType = request.headers.get('Content-Type') ?? '';
  if (new TextEncoder().encode(text).length > BODY_LIMIT_BYTES)
    throw messageResponse(413, BODY_TOO_LARGE_MESSAGE);
  if (contentType !== '' && !isJson(contentType)) throw messageResponse(415, NOT_JSON_MESSAGE);
  if (text === '' && !isJson(contentType)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw messageResponse(400, MALFORMED_JSON_MESSAGE);
  }
};

/**
 * A request body checked as the server checks it before any rule, in the server's order: parsed,
 * free of NUL characters, then of the JSON types the schema's declared type check asks for
 * (fields the schema does not know removed). The rules are still to apply (see validate).
 */
export const readBody = async (request: Request, schema: yup.AnySchema): Promise<JsonObject> => {
  const body = await parseBody(request);
  rejectNulCharacters(body);
  checkWireTypes(schema, body, 'body');
  return body as JsonObject;
};

/**
 * Every problem at once, as the server reports them; unknown fields are dropped, never stored.
 * `context` is what the rules know of the record the body changes.
 */
export const validate = async <S extends yup.AnyObjectSchema>(
  schema: S,
  value: unknown,
  context?: object,
): Promise<yup.InferType<S>> => {
  if (!isJsonObject(value)) throw invalidBody();
  try {
    return await schema.validate(value, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw fieldErrors(fieldErrorsOf(error));
    throw error;
  }
};

export const validateBody = async <S extends yup.AnyObjectSchema>(
  request: Request,
  schema: S,
  context?: object,
): Promise<yup.InferType<S>> => validate(schema, await readBody(request, schema), context);

/**
 * The query string as the server's parser reads it: every value text, a name sent twice a list
 * (which the type check refuses), then the contract's schema.
 */
export const validateQuery = async <S extends yup.AnyObjectSchema>(
  request: Request,
  schema: S,
): Promise<yup.InferType<S>> => {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    const earlier = query[name];
    query[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  rejectNulCharacters(query);
  checkWireTypes(schema, query, 'querystring');
  return validate(schema, query);
};
