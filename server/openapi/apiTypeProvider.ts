import type { FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { ISchema } from 'yup';
import type { RulesInService } from './requestSchema';

/*
 * `unknown` would not do for yup's context, flags and default: ISchema's parameters are not all
 * covariant, and only the output type is read here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyYupSchema = ISchema<unknown, any, any, any>;

/**
 * Request and reply types from a route's schemas: a yup schema gives the value it validates to
 * (unvalidated fields, when the service applies its rules), TypeBox its static type.
 */
export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends RulesInService<unknown>
    ? Record<string, unknown>
    : this['schema'] extends AnyYupSchema
      ? this['schema']['__outputType']
      : this['schema'] extends TSchema
        ? Static<this['schema']>
        : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
