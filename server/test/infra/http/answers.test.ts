import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from '../../../src/http/answers';

/** A route answering `data`, with `schema` as its 200 answer. */
async function answerOf(schema: z.ZodType, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(answerSerializer);
  app.get('/', { schema: { response: { 200: schema } } }, () => data);
  const reply = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return reply;
}

const item = z.object({ id: z.number().int().positive(), name: z.string().max(10), price: z.number().nullable() });

describe('answers are written as their schema reads them', () => {
  it('leaves out the fields the schema does not name, at every depth', async () => {
    const reply = await answerOf(z.array(item), [{ id: 1, name: 'Doliprane', price: 12.5, buyingPrice: 8 }]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([{ id: 1, name: 'Doliprane', price: 12.5 }]);
  });

  it('refuses to send an answer of another shape, checks included', async () => {
    expect((await answerOf(item, { id: 1, name: 'Doliprane' })).statusCode).toBe(500);
    expect((await answerOf(item, { id: -1, name: 'Doliprane', price: null })).statusCode).toBe(500);
    expect((await answerOf(item, { id: 1, name: 'Doliprane 500 mg', price: null })).statusCode).toBe(500);
  });

  it('writes what the encoding of fastify-type-provider-zod wrote', async () => {
    const data = { id: 3, name: 'Smecta', price: null, extra: true };
    expect((await answerOf(item, data)).body).toBe(JSON.stringify(z.encode(item, { id: 3, name: 'Smecta', price: null })));
  });

  it('refuses to start with an answer whose schema would rewrite it (a transform, a default, a codec) or is not a Zod schema', async () => {
    for (const schema of [
      z.object({ id: z.number().transform(String) }),
      z.array(z.object({ name: z.string().default('') })),
      z.object({ when: z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() }) }),
      z.object({ price: z.number().catch(0) }).nullable(),
    ]) {
      await expect(answerOf(schema, {})).rejects.toThrow(/may not hold a/);
    }
    await expect(answerOf({ type: 'object' } as never, {})).rejects.toThrow(/must be a Zod schema/);
  });
});
