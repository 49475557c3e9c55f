import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Writes .br and .gz beside each text file of the build: the server sends them to browsers that accept them. */
function precompress(): Plugin {
  return {
    name: 'hanout-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(name)) continue;
        const file = path.join(options.dir!, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

const PLANNING = 'HANOUT_CHUNK_PLANNING';
/** The icons, which most screens share. */
const SHARED_KIT = /@tabler\/icons-react/;

/**
 * The signed-in shell (layouts, menus, dialogs) in one chunk and the dashboard in another, instead
 * of the thirty-odd small chunks automatic splitting makes of the Mantine components they share
 * with other screens: on a slow phone connection each file costs a round trip, six at a time.
 *
 * Which modules those are is read from a first build without the groups: the modules of the chunks
 * the shell and the dashboard load, less those of the chunks the sign-in page loads (@mantine/core's
 * index imports every component, so only the tree-shaken chunks tell what a screen really uses).
 * The sign-in page thus loads the same modules as before, and keeps its budget.
 */
function shellChunks() {
  const planned = new Map<string, string>();
  const plugin: Plugin = {
    name: 'hanout-shell-chunks',
    apply: 'build',
    async buildStart() {
      if (process.env[PLANNING]) return;
      process.env[PLANNING] = '1';
      let output: Rolldown.RolldownOutput[];
      try {
        output = [
          await build({ configFile: path.join(import.meta.dirname, 'vite.config.ts'), logLevel: 'silent', build: { write: false } }),
        ].flat() as Rolldown.RolldownOutput[];
      } finally {
        delete process.env[PLANNING];
      }
      const chunks = output.flatMap((result) => result.output).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loadedWith = (roots: Rolldown.OutputChunk[]) => {
        const seen = new Set<Rolldown.OutputChunk>();
        const visit = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || seen.has(chunk)) return;
          seen.add(chunk);
          chunk.imports.forEach((name) => visit(byName.get(name)));
        };
        roots.forEach(visit);
        return seen;
      };
      const facade = (pattern: RegExp) =>
        chunks.filter((chunk) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId.replaceAll('\\', '/')));
      const signIn = loadedWith([...chunks.filter((chunk) => chunk.isEntry), ...facade(/\/src\/(features\/auth\/|locales\/\w+\/signin)/)]);
      // What the other screens load: the dashboard's group keeps none of it, or every screen would load the dashboard's code.
      const elsewhere = loadedWith(
        chunks.filter(
          (chunk) => chunk.isDynamicEntry && !/\/src\/features\/dashboard\//.test(chunk.facadeModuleId?.replaceAll('\\', '/') ?? ''),
        ),
      );
      const taken = new Set(signIn);
      planned.clear();
      for (const [group, roots] of [
        ['shell', facade(/\/src\/layout\/(DialogsLayout|AppLayout)\.tsx$/)],
        ['dashboard', facade(/\/src\/features\/dashboard\/DashboardPage\.tsx$/)],
      ] as const) {
        for (const chunk of loadedWith(roots)) {
          if (taken.has(chunk)) continue;
          taken.add(chunk);
          // The dashboard's modules that other screens share go with the shell, which every screen loads.
          const into = group === 'dashboard' && elsewhere.has(chunk) ? 'shell' : group;
          for (const id of chunk.moduleIds) planned.set(id, into);
        }
      }
      // The icons the screens share go with the shell too: each would otherwise be a file of its own,
      // a round trip for a few hundred bytes.
      for (const chunk of elsewhere) {
        if (taken.has(chunk)) continue;
        const shared = chunk.moduleIds.every((id) => SHARED_KIT.test(id.replaceAll('\\', '/')));
        if (!shared) continue;
        taken.add(chunk);
        for (const id of chunk.moduleIds) planned.set(id, 'shell');
      }
    },
  };
  // Each group holds only the modules planned for it, not their dependencies: those are the sign-in page's.
  const group = (name: string) => ({ name, test: (id: string) => planned.get(id) === name, includeDependenciesRecursively: false });
  return { plugin, groups: [group('shell'), group('dashboard')] };
}

const chunks = shellChunks();

export default defineConfig({
  plugins: [react(), precompress(), chunks.plugin],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
  // Every browser the shop may use (Chromium, Firefox 115+, Safari 17+) preloads modules itself: no polyfill in the first script.
  build: {
    outDir: 'dist',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Vitest leaves one of the machine's cores free by default: on two cores that is one file at a time.
    maxWorkers: 2,
    // A form test types and clicks through a whole screen: on a busy shared machine that passes 5 s.
    testTimeout: 15_000,
  },
});
