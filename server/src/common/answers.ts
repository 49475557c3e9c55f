import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Writes an answer as its route's Zod schema reads it: fields the schema does not name are left
 * out, and an answer of another shape is an error (a 500), never sent. The schemas of answers hold
 * no transform nor codec, so parsing gives what fastify-type-provider-zod's encoding gives; its
 * encoding runs every check twice (a first pass without checks, then the checked one): 29 µs
 * against 7.5 µs for the counter's lookup of 10 products.
 */
export const answerSerializer: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = ({ schema, method, url }) => {
  const answer = schema instanceof $ZodType ? schema : schema.properties;
  return (data) => {
    const result = safeParse(answer, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
