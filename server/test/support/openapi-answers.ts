import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

/**
 * Checks an answer against the served API document: its status must be documented for its
 * operation, and a JSON body must match the schema documented for that status and content type.
 * Every answer the server tests receive goes through it (support/harness.ts), so that the document
 * and the server cannot drift apart.
 */
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
  components?: object;
};

export function createAnswerChecker(document: Document) {
  // OpenAPI 3.0 schemas are JSON Schema draft 4 with `nullable`.
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ id: 'api.json', components: document.components ?? {} });
  const compiled = new Map<object, ValidateFunction>();
  // Literal paths first: /api/invoice/statistics is not /api/invoice/{id}.
  const operations = Object.entries(document.paths)
    .sort(([a], [b]) => a.split('{').length - b.split('{').length)
    .map(([path, byMethod]) => ({ pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`), byMethod }));

  return function check(method: string, url: string, status: number, contentType: string, body: unknown): string | null {
    const path = url.split('?')[0];
    const operation = operations.find((candidate) => candidate.pattern.test(path))?.byMethod[method.toLowerCase()];
    if (!operation) return null; // Not an operation (an unknown route): the 404 handler answers it.
    const response = operation.responses[String(status)];
    if (!response) return `${method} ${path} answered ${status}, which the API document does not list`;
    const type = contentType.split(';')[0].trim();
    const schema = response.content?.[type]?.schema;
    if (!response.content) return null;
    if (!response.content[type])
      return `${method} ${path} ${status} answered ${type}, documented as ${Object.keys(response.content).join(', ')}`;
    if (!schema || !type.includes('json')) return null;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api.json#/components/')) as object);
      compiled.set(schema, validate);
    }
    if (validate(body)) return null;
    return `${method} ${path} ${status}: the body does not match the API document: ${ajv.errorsText(validate.errors)}`;
  };
}
