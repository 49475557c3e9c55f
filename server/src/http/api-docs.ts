import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_TAGS, describeDocument, documentRoute, finishDocument } from './openapi';

/** The OpenAPI document of the routes, and its pages at /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
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
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          operator: { type: 'http', scheme: 'bearer', description: 'The operator token: OPERATOR_TOKEN, set on the server' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
    transformObject: (document) =>
      finishDocument(jsonSchemaTransformObject(describeDocument(document as { openapiObject: Record<string, unknown> }) as never)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
