/**
 * Redocly's `recommended` ruleset on the API document, as `redocly lint` runs it: the document is
 * written to a temporary folder and the CLI from node_modules lints it there, with no telemetry.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Problems Redocly reports that are not problems of this API, each by its JSON pointer, written as
 * Redocly's own ignore file so that any other problem of the same rule still counts.
 *
 * no-ambiguous-paths: `/api/users/update-status/password` would match both `/api/users/{id}/password`
 * and `/api/users/update-status/{id}` if an id could be a word. It cannot: `{id}` is an integer in
 * every one of these paths, and the router always prefers the literal segment. The URLs are a
 * contract, so they stay as they are.
 */
const IGNORED = {
  'no-ambiguous-paths': [
    '#/paths/~1api~1users~1update-status~1{id}',
    '#/paths/~1api~1grn~1{id}~1returns',
    '#/paths/~1api~1invoice~1{id}~1receipt',
    '#/paths/~1api~1invoice~1{id}~1credit-notes',
  ],
};

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
}

/** Lints the document; prints each problem and answers how many errors and warnings there are. */
export async function lintWithRedocly(document: object): Promise<{ errors: number; warnings: number }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hanout-redocly-'));
  try {
    fs.writeFileSync(path.join(folder, 'openapi.json'), JSON.stringify(document, null, 2));
    // Without a config file Redocly reads the ignore file from the folder it runs in; JSON is YAML.
    fs.writeFileSync(path.join(folder, '.redocly.lint-ignore.yaml'), JSON.stringify({ 'openapi.json': IGNORED }));
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const args = [cli, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '10000', 'openapi.json'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // It exits 1 when it finds an error: the report on stdout tells what, either way.
    const stdout = await promisify(execFile)(process.execPath, args, { cwd: folder, env, maxBuffer: 64 << 20 }).then(
      (result) => result.stdout,
      (error: Error & { stdout?: string; stderr?: string }) => {
        if (!error.stdout) throw new Error(`redocly lint failed: ${error.stderr || error.message}`);
        return error.stdout;
      },
    );
    const report = JSON.parse(stdout) as { problems: Problem[]; totals: { errors: number; warnings: number; ignored: number } };
    for (const problem of report.problems)
      console.log(`${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    const { errors, warnings, ignored } = report.totals;
    console.log(`redocly recommended: ${errors} errors, ${warnings} warnings (${ignored} known and ignored)`);
    return { errors, warnings };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
