import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseUnavailable } from '../db/connect';
import { Problem, isConnectionLost, isStorageFull, isUniqueViolation } from '../lib/problems';
import { requestLanguage, translateDetail } from './messages';
import { securityHeaders } from './security-headers';

/** A problem+json answer (RFC 9457), titled with the status's reason phrase, its detail in the request's Accept-Language. */
export function sendProblem(reply: FastifyReply, status: number, detail: string, type = 'about:blank') {
  const title = STATUS_CODES[status] ?? 'Error';
  const language = requestLanguage(reply.request.headers['accept-language']);
  return reply
    .status(status)
    .type('application/problem+json')
    .send({ type, title, status, detail: translateDetail(detail, language) });
}

function validationDetail(error: FastifyError): string {
  const issues = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${issue.message}` : String(issue.message);
  });
  return issues.length ? issues.join('; ') : error.message;
}

/** When a client may retry after the database dropped: the pool reconnects on the next request. */
const RETRY_AFTER_SECONDS = 5;

/** The app's error handler: every error a route throws is answered as a problem. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Problem) {
    // A 503 (a commit whose outcome is unknown) may be retried, with the same Idempotency-Key, as any other.
    if (error.status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return sendProblem(reply, error.status, error.detail, error.type);
  }
  if (hasZodFastifySchemaValidationErrors(error)) return sendProblem(reply, 400, validationDetail(error));
  if (isUniqueViolation(error)) return sendProblem(reply, 409, 'This record already exists.');
  if (error instanceof DatabaseUnavailable || isConnectionLost(error)) {
    request.log.warn({ err: error }, 'database unavailable: request answered 503');
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return sendProblem(reply, 503, 'The database is unavailable for a moment. Please try again shortly.');
  }
  if (isStorageFull(error)) {
    request.log.error(
      { err: error, code: (error as { code?: string }).code },
      'database disk is full (SQLITE_FULL): the change was not saved',
    );
    return sendProblem(reply, 507, 'The database disk is full, so the change was not saved. Free some disk space, then try again.');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendProblem(reply, error.statusCode, error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendProblem(reply, 500, 'Something went wrong on the server.');
}

/** Malformed URLs and over-long path parameters, refused by the router itself: answered as problems too. */
export function answerRouterRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  securityHeaders(request.raw, reply.raw, () => {});
  if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
  void sendProblem(
    reply,
    error.statusCode ?? 400,
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The URL is malformed.',
  );
}
