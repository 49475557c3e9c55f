/**
 * `npm run lint:api`: lints the OpenAPI document the server serves with Spectral's OpenAPI ruleset
 * (spectral:oas) and with Redocly's recommended ruleset. Any error or warning of either fails, so
 * the document cannot drift into untruths quietly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { migrateToLatest, openDatabase } from '../src/db/connect';
import { lintWithRedocly } from './redocly-lint';

const { Document, Spectral } = spectralCore;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-lint-api-'));
const config = {
  ...configFromEnv({}),
  dataDir,
  backupDir: path.join(dataDir, 'backups'),
  databaseUrl: undefined,
  logLevel: 'silent',
  webDist: undefined,
};
const database = openDatabase({ dataDir });
try {
  await migrateToLatest(database);
  const app = await buildApp(config, database);
  await app.ready();
  const document = app.swagger();
  await app.close();
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[spectralRulesets.oas, 'all']] } as never);
  const results = await spectral.run(new Document(JSON.stringify(document, null, 2), spectralParsers.Json));
  // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
  const names = ['error', 'warning', 'info', 'hint'];
  const severity = (result: { severity: number }) => names[Number(result.severity)];
  for (const result of results) console.log(`${severity(result)} ${result.code} ${result.path.join('.')}: ${result.message}`);
  const errors = results.filter((result) => severity(result) === 'error').length;
  const warnings = results.filter((result) => severity(result) === 'warning').length;
  console.log(`spectral:oas: ${errors} errors, ${warnings} warnings`);
  const redocly = await lintWithRedocly(document);
  process.exitCode = errors + warnings + redocly.errors + redocly.warnings ? 1 : 0;
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
