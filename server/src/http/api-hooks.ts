import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/problems';
import { requestLanguage, translateDetail } from './messages';

/** Deepest nesting of objects and arrays a request may send; the app's own bodies go 3 levels deep. */
const MAX_NESTING_DEPTH = 32;

/**
 * Checks parameters, query and body without recursion (a body nested thousands of levels deep
 * would overflow the stack): refuses nesting deeper than MAX_NESTING_DEPTH, and any string holding
 * a NUL character (PostgreSQL cannot store one; SQLite cuts the text there).
 */
function refuseUnsafeInput(value: unknown, what: string): void {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (pending.length) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) throw badRequest(`${path || what}: Text may not contain the NUL character`);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      // A raw upload (a logo, an import file) is a Buffer: its route reads and checks its bytes.
      if (depth >= MAX_NESTING_DEPTH) throw badRequest(`${what}: nested deeper than ${MAX_NESTING_DEPTH} levels`);
      for (const [key, child] of Object.entries(current))
        pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
}

/**
 * An answer that is only a confirmation: `{ message }`, the contract's `message` schema. Every
 * answer passes here: the key is looked up before any key is listed (a list of thousands is not).
 */
const isConfirmation = (payload: unknown): payload is { message: string } =>
  typeof (payload as { message?: unknown } | null)?.message === 'string' && Object.keys(payload as object).length === 1;

/** The API's own hooks: unsafe input refused before validation, confirmations translated. */
export function addApiHooks(api: FastifyInstance) {
  api.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseUnsafeInput(request.params, 'params');
      refuseUnsafeInput(request.query, 'query');
      refuseUnsafeInput(request.body, 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  // A confirmation ({ message }) in the client's language, as a problem's detail is.
  // A callback hook, not an async one: no promise for the answers that are not confirmations.
  api.addHook('preSerialization', (request, _reply, payload, done) => {
    if (!isConfirmation(payload)) return done(null, payload);
    done(null, { message: translateDetail(payload.message, requestLanguage(request.headers['accept-language'])) });
  });
}
