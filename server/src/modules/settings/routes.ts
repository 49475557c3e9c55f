import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_MAX_BYTES, message, shopSettings, shopSettingsRequest } from '@hanout/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/problems';
import { imageTypeOf, loadLogo, loadShopSettings, saveLogo, saveShopSettings } from './service';

const tags = ['settings'];
const admin = { access: 'admin' as const };

/**
 * The shop's identity and document settings: read by any signed-in user (documents and screens
 * need them), written by administrators. The logo travels as the raw image body (Content-Type
 * image/png, image/jpeg or application/octet-stream); its type is read from its first bytes.
 */
export const settingsRoutes: FastifyPluginCallbackZod<AppContext> = (app, { db }, done) => {
  app.addContentTypeParser(
    ['image/png', 'image/jpeg', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get('/shop', { schema: { tags, response: { 200: shopSettings } } }, async () => loadShopSettings(db));

  app.put('/shop', { config: admin, schema: { tags, body: shopSettingsRequest, response: { 200: shopSettings } } }, async (request) => {
    await saveShopSettings(db, request.body);
    return loadShopSettings(db);
  });

  app.get(
    '/shop/logo',
    { schema: { tags, description: 'The logo as uploaded (PNG or JPEG); 404 when there is none.', response: { 200: z.any() } } },
    async (_request, reply) => {
      const logo = await loadLogo(db);
      if (!logo) throw notFound('The shop has no logo.');
      return reply.type(logo.type).header('Cache-Control', 'no-cache').send(logo.bytes);
    },
  );

  app.put(
    '/shop/logo',
    {
      config: admin,
      schema: {
        tags,
        description: `Uploads the logo: the image itself as the body (PNG or JPEG, at most ${LOGO_MAX_BYTES} bytes).`,
        consumes: ['image/png', 'image/jpeg', 'application/octet-stream'],
        response: { 200: message },
      },
    },
    async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest('logo: Send the image itself as the body (PNG or JPEG)');
      const type = imageTypeOf(bytes);
      if (!type) throw badRequest('logo: The logo must be a PNG or JPEG image');
      await saveLogo(db, { bytes, type });
      return { message: 'Logo saved.' };
    },
  );

  app.delete('/shop/logo', { config: admin, schema: { tags, response: { 200: message } } }, async () => {
    await saveLogo(db, null);
    return { message: 'Logo removed.' };
  });
  done();
};
