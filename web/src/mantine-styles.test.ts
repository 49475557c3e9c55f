import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * src/mantine.css imports Mantine's styles component by component. This follows every Mantine
 * component the screens import through @mantine/core's own modules (a Select draws a Combobox, a
 * Popover, an Input…) and checks that each class they set has its rules among those imports.
 */
// The package exports no package.json: its folder is found from its stylesheet.
const core = path.dirname(fileURLToPath(import.meta.resolve('@mantine/core/styles.css')));
const esm = path.join(core, 'esm');

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(import.meta.dirname)) {
    for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of list.split(',').map((part) => part.trim())) if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/** The class names set by the given modules and every module they import, as the bundler would follow them. */
function classesReachedFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const classes = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    if (file.endsWith('.module.mjs')) for (const [name] of text.matchAll(/m_[0-9a-f]{8}/g)) classes.add(name);
    for (const [, relative] of text.matchAll(/from "(\.[^"]+)"/g)) visit(path.resolve(path.dirname(file), relative));
  };
  entries.forEach(visit);
  return classes;
}

it('imports the styles of every Mantine component the screens draw', () => {
  const index = fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const wanted = importedComponents();
  const entries = [...index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)]
    .filter(([, list]) => list.split(',').some((name) => wanted.has(name.trim())))
    .map(([, , relative]) => path.join(esm, relative));
  expect(entries.length).toBeGreaterThan(30);

  const stylesheet = fs.readFileSync(path.join(import.meta.dirname, 'mantine.css'), 'utf8');
  const css = [...stylesheet.matchAll(/@import '@mantine\/core\/(styles\/[\w-]+\.css)';/g)]
    .map(([, file]) => fs.readFileSync(path.join(core, file), 'utf8'))
    .join('\n');
  expect([...classesReachedFrom(entries)].filter((name) => !css.includes(name))).toEqual([]);
});
