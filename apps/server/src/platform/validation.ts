import { breaksTextRule, nestsDeeperThan } from '@powerplay/contracts';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Every request body, whatever its route (anonymous ones and routes without a body schema too), is
 * refused when it nests deeper than the contracts allow, before anything walks it: a 2,500-level body
 * of 12 KB used to exhaust the stack in the text rule (a 500). Refused with MALFORMED_BODY.
 */
export function refuseDeepBodies(app: FastifyInstance) {
  // A callback hook: no promise per request for a check that is synchronous.
  app.addHook('preValidation', (request, _reply, done) => {
    done(nestsDeeperThan(request.body) ? new AppError('MALFORMED_BODY') : undefined);
  });
}

/**
 * The route schemas' validator (zod), with the contracts' control-character rule in front of it, so it
 * holds for every string of every body, query, path and header once, whatever each schema says: only
 * fields marked `multiline(...)` may carry tabs and line breaks, and no string carries a lone surrogate.
 * Refused with TEXT_INVALID_CHARACTERS.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) =>
    breaksTextRule(route.schema, data) ? { error: new AppError('TEXT_INVALID_CHARACTERS') } : validate(data);
};
