import Type from 'typebox';
import type { AnyObject, ObjectSchema } from 'yup';

/**
 * The query string of a list: each of the contract schema's fields as optional text, which is all
 * a query string holds; the schema itself then reads the values, with the contract's messages.
 */
export const queryStringOf = (schema: ObjectSchema<AnyObject>) =>
  Type.Object(
    Object.fromEntries(
      Object.keys(schema.fields).map((name) => [name, Type.Optional(Type.String())]),
    ),
  );
