// Builds the web app only when its sources changed since the last build, so that a restart of
// `npm start` costs seconds instead of a full Vite build. The sources' hash is kept in dist/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '..');
const inputs = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contract/src', 'package-lock.json'];
const stamp = path.join(web, 'dist', '.sources-hash');

function filesOf(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => path.relative(root, path.join(file.parentPath, file.name)));
}

const hash = crypto.createHash('sha256');
for (const file of inputs.flatMap(filesOf).sort()) {
  hash
    .update(file)
    .update('\0')
    .update(fs.readFileSync(path.join(root, file)))
    .update('\0');
}
const digest = hash.digest('hex');

if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest && fs.existsSync(path.join(web, 'dist', 'index.html'))) {
  console.log('web: sources unchanged since the last build, skipping it');
} else {
  execFileSync('npx', ['vite', 'build'], { cwd: web, stdio: 'inherit' });
  fs.writeFileSync(stamp, digest);
}
