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
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { Problem, badRequest, isUniqueViolation } from './common/problems';
import { sessionGuard } from './modules/auth/guard';
import { createTokenService } from './modules/auth/tokens';
import { createMailer } from './modules/mail/mailer';
import { apiModules } from './modules';
import type { AppContext } from './context';

/** An answer in RFC 9457's problem+json, titled with the status's standard reason phrase. */
function sendProblem(reply: FastifyReply, status: number, detail: string) {
  const title = STATUS_CODES[status] ?? 'Error';
  return reply.status(status).type('application/problem+json').send({ type: 'about:blank', title, status, detail });
}

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

/** Where a string holding a NUL character is (PostgreSQL cannot store one; SQLite cuts the text there), or null. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = fieldWithNul(child, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
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
    },
  },
});

export async function buildApp(config: Config, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash', '*.token'],
    },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from a proxy on this machine or the private network (a
    // load balancer), so that a client cannot pick its own address and escape the rate limits.
    trustProxy: 'loopback, linklocal, uniquelocal',
    // Malformed URLs and over-long path parameters, refused by the router itself: answered as problems too.
    frameworkErrors: (error, request, reply) => {
      securityHeaders(request.raw, reply.raw, () => {});
      void sendProblem(
        reply,
        error.statusCode ?? 400,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The URL is malformed.',
      );
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context: AppContext = {
    db: database.db,
    tokens: createTokenService(resolveJwtSecret(config)),
    mailer: createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    config,
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Problem) return sendProblem(reply, error.status, error.detail);
    if (hasZodFastifySchemaValidationErrors(error)) return sendProblem(reply, 400, validationDetail(error));
    if (isUniqueViolation(error)) return sendProblem(reply, 409, 'This record already exists.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 500, 'Something went wrong on the server.');
  });

  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hanout API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(sessionGuard, { db: context.db, tokens: context.tokens });
      api.addHook('preValidation', (request, _reply, done) => {
        for (const part of [request.params, request.query, request.body]) {
          const field = fieldWithNul(part, '');
          if (field !== null) return done(badRequest(`${field || 'body'}: Text may not contain the NUL character`));
        }
        done();
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
