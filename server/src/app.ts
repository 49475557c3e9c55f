import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { DatabaseUnavailable, type DatabaseHandle } from './db/connect';
import { requestLanguage, translateDetail } from './http/messages';
import { Problem, badRequest, isConnectionLost, isStorageFull, isUniqueViolation } from './lib/problems';
import { sessionGuard } from './modules/auth/guard';
import { createTokenService } from './modules/auth/tokens';
import { createMailer } from './modules/mail/mailer';
import { apiModules } from './modules';
import { scheduleAlertDigest } from './modules/alerts';
import type { AppContext } from './context';
import { answerSerializer } from './http/answers';
import { API_TAGS, describeDocument, documentRoute, finishDocument } from './http/openapi';

/** A problem+json answer (RFC 9457), titled with the status's reason phrase, its detail in the request's Accept-Language. */
function sendProblem(reply: FastifyReply, status: number, detail: string, type = 'about:blank') {
  const title = STATUS_CODES[status] ?? 'Error';
  const language = requestLanguage(reply.request.headers['accept-language']);
  return reply
    .status(status)
    .type('application/problem+json')
    .send({ type, title, status, detail: translateDetail(detail, language) });
}

/**
 * An answer that is only a confirmation: `{ message }`, the contract's `message` schema. Every
 * answer passes here: the key is looked up before any key is listed (a list of thousands is not).
 */
const isConfirmation = (payload: unknown): payload is { message: string } =>
  typeof (payload as { message?: unknown } | null)?.message === 'string' && Object.keys(payload as object).length === 1;

/** The secret from JWT_SECRET, else one generated once and kept in DATA_DIR. */
function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

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

function validationDetail(error: FastifyError): string {
  const issues = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${issue.message}` : String(issue.message);
  });
  return issues.length ? issues.join('; ') : error.message;
}

/**
 * Security headers on every answer, the router's own refusals included. The middleware is built
 * once: @fastify/helmet rebuilt it, CSP directives parsed again, on every request (4–5% of a cheap
 * request's CPU).
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine injects its CSS variables in style tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      objectSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'blob:'],
      // The shop's other computers reach the app over plain HTTP on the LAN (http://192.168.1.10:8080):
      // upgraded to HTTPS, which the app does not serve, every script failed and the page stayed white.
      // Browsers spare localhost this upgrade, so only another computer sees it.
      upgradeInsecureRequests: null,
    },
  },
});

/** When a client may retry after the database dropped: the pool reconnects on the next request. */
const RETRY_AFTER_SECONDS = 5;

/** A hop count as the function Fastify would make of it (its types take no number). */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** `logStream`: where the log goes instead of standard output (tests read it). */
export async function buildApp(config: Config, database: DatabaseHandle, logStream?: NodeJS.WritableStream): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash', '*.token'],
    },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default), so that
    // a client cannot pick its own address and escape the rate limits.
    trustProxy: trustedProxies(config.trustProxy),
    // Malformed URLs and over-long path parameters, refused by the router itself: answered as problems too.
    frameworkErrors: (error, request, reply) => {
      securityHeaders(request.raw, reply.raw, () => {});
      if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
      void sendProblem(
        reply,
        error.statusCode ?? 400,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The URL is malformed.',
      );
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);

  const context: AppContext = {
    db: database.db,
    tokens: createTokenService(resolveJwtSecret(config)),
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    config,
  };

  // The daily alerts digest is checked in every instance; the database lets one of them send it.
  const digest = scheduleAlertDigest({
    db: context.db,
    mailer: context.mailer,
    timeZone: config.timeZone,
    appUrl: config.appUrl,
    log: app.log,
  });
  app.addHook('onClose', () => digest.stop());

  app.setErrorHandler((error: FastifyError, request, reply) => {
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
  });

  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // API answers hold prices, customers and sessions: neither the browser nor a proxy may keep a copy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hanout API',
        version: '1.0.0',
        description:
          'The back office of a Moroccan shop or pharmacy. Amounts are dirhams (JSON numbers, 2 decimals at most); dates YYYY-MM-DD; errors application/problem+json with a detail in the Accept-Language.',
        contact: { name: 'Hanout', url: 'https://github.com/hanout', email: 'contact@hanout.ma' },
        license: { name: 'Proprietary', url: 'https://github.com/hanout/LICENSE' },
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: API_TAGS,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
    transformObject: (document) =>
      finishDocument(jsonSchemaTransformObject(describeDocument(document as { openapiObject: Record<string, unknown> }) as never)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(sessionGuard, { db: context.db, tokens: context.tokens });
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
      for (const [prefix, routes] of apiModules) await api.register(routes, { ...context, prefix });
    },
    { prefix: '/api' },
  );

  const indexHtml = config.webDist ? path.join(config.webDist, 'index.html') : '';
  const hasWeb = !!indexHtml && fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist!,
      wildcard: false,
      // The build writes .br and .gz beside each file (web/vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET') {
      return sendProblem(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`);
    }
    // Client-side routes: the web app decides, and shows its own not-found page.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
}
