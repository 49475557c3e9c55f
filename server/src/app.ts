import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { sessionGuard } from './modules/auth/guard';
import { createTokenService, resolveJwtSecret } from './modules/auth/tokens';
import { createMailer } from './modules/mail/mailer';
import { apiModules } from './modules';
import { scheduleAlertDigest } from './modules/alerts';
import type { AppContext } from './context';
import { answerSerializer } from './http/answers';
import { answerError, answerRouterRefusal } from './http/problem-answers';
import { addSecurityHeaders } from './http/security-headers';
import { addApiHooks } from './http/api-hooks';
import { registerApiDocs } from './http/api-docs';
import { serveWebApp } from './http/web-app';
import { inRequestContext } from './db/shop-scope';

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
    frameworkErrors: answerRouterRefusal,
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

  // Each request runs in its own shop context, whose shop its session sets (modules/auth/guard.ts).
  app.addHook('onRequest', (_request, _reply, done) => inRequestContext(done));
  app.setErrorHandler(answerError);
  addSecurityHeaders(app);
  // Routes opt in to their own limits (sign-in, password change and reset).
  await app.register(rateLimit, { global: false });
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(sessionGuard, { db: context.db, tokens: context.tokens });
      addApiHooks(api);
      for (const [prefix, routes] of apiModules) await api.register(routes, { ...context, prefix });
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config.webDist);
  return app;
}
