import { breaksTextRule } from '@powerplay/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * The route schemas' validator (zod), with the contracts' control-character rule in front of it, so it
 * holds for every string of every body, query, path and header once, whatever each schema says: only
 * fields marked `multiline(...)` may carry tabs and line breaks. Refused with TEXT_INVALID_CHARACTERS.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) =>
    breaksTextRule(route.schema, data) ? { error: new AppError('TEXT_INVALID_CHARACTERS') } : validate(data);
};
