import * as yup from 'yup';
import { fieldErrorsOf } from '@domain/fieldErrors';
import { fieldsWithNul, holdsNul } from '@domain/nulCharacters';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { fieldErrors } from './responses';

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

/** The JSON object of a request body; anything else (no body, bad JSON, an array) is a 400. */
export const readJsonObject = async (request: Request): Promise<JsonObject> => {
  const body: unknown = await request.json().catch(() => undefined);
  rejectNulCharacters(body);
  if (!isJsonObject(body)) throw invalidBody();
  return body;
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
): Promise<yup.InferType<S>> => validate(schema, await readJsonObject(request), context);

/** The query string as the contract's schema reads it: every value text, a repeated one once. */
export const validateQuery = async <S extends yup.AnyObjectSchema>(
  request: Request,
  schema: S,
): Promise<yup.InferType<S>> => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  rejectNulCharacters(query);
  return validate(schema, query);
};
