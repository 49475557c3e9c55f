import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/** Schema kinds whose parsing rewrites a value (or reads a codec from its other side): parsing an answer with them would not give what was meant to be sent. */
const REWRITING = new Set(['transform', 'pipe', 'default', 'prefault', 'catch']);

/** The first kind of schema within `schema` that rewrites what it parses, if any. */
function rewritingPart(schema: $ZodType, seen = new Set<$ZodType>()): string | undefined {
  if (seen.has(schema)) return undefined;
  seen.add(schema);
  const definition = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (REWRITING.has(definition.type)) return definition.type;
  const parts = Object.values(definition).flatMap((value): unknown[] =>
    Array.isArray(value) ? value : value && typeof value === 'object' && !(value instanceof $ZodType) ? Object.values(value) : [value],
  );
  for (const part of parts) {
    const found = part instanceof $ZodType ? rewritingPart(part, seen) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Writes an answer as its route's Zod schema reads it: fields the schema does not name are left
 * out, and an answer of another shape is an error (a 500), never sent. An answer's schema may hold
 * no transform, default nor codec (the server refuses to start otherwise), so parsing gives what
 * fastify-type-provider-zod's encoding gives; its encoding runs every check twice (a first pass
 * without checks, then the checked one): 29 µs against 7.5 µs for the counter's lookup of 10 products.
 */
export const answerSerializer: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = ({ schema, method, url }) => {
  const answer = schema instanceof $ZodType ? schema : schema.properties;
  if (!(answer instanceof $ZodType)) throw new InvalidSchemaError(`${method} ${url}: an answer's schema must be a Zod schema`);
  const rewriting = rewritingPart(answer);
  if (rewriting) throw new InvalidSchemaError(`${method} ${url}: an answer's schema may not hold a ${rewriting}`);
  return (data) => {
    const result = safeParse(answer, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
