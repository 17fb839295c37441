import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const __dirname = path.dirname(fileURLToPath(import.meta.url));

// Cached functions ('use cache') run uncached under the tests: tests/support/next-cache.ts.
const alias = {
  '@': path.resolve(__dirname),
  'server-only': path.resolve(__dirname, 'tests/support/server-only.ts'),
  'next/cache': path.resolve(__dirname, 'tests/support/next-cache.ts'),
};

/** Every test file under tests/ whose name ends with `suffix`, relative to the project. */
function testFiles(suffix: string, dir = 'tests'): string[] {
  return fs.readdirSync(path.join(__dirname, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(suffix, relative);
    return entry.name.endsWith(suffix) ? [relative] : [];
  });
}

/**
 * Files that change what other files would see run each in a fresh module graph: they mock modules, stub globals or
 * environment variables, write process.env or browser globals, spy on shared objects or use fake timers, or say
 * `vitest-isolate:` and why (state kept in a library's module). The rest share one module graph per worker, which
 * spares each file the import of the app and a new environment: about a third of the time of the unit stage.
 */
const changesShared =
  /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|process\.chdir|(globalThis|window)\.\w+\s*=[^=]|Object\.defineProperty\((window|globalThis|navigator|document)|vi\.spyOn\((window|globalThis|navigator|document|console|process|HTMLElement|Element)|vitest-isolate:/;
function split(suffix: string) {
  const all = testFiles(suffix);
  const isolated = all.filter((file) => changesShared.test(fs.readFileSync(path.join(__dirname, file), 'utf8')));
  return { isolated, shared: all.filter((file) => !isolated.includes(file)) };
}
const nodeFiles = split('.test.ts');
// A MongoDB-protocol server over the network (and FerretDB over SQLite most of all) is slower than the embedded
// store: tests that write a whole site get longer there.
const nodeTimeout = process.env.MONGODB_URI ? 60_000 : 20_000;
const jsdomFiles = split('.test.tsx');

/**
 * Vitest's order, with the project that holds the longest file first. Vitest runs the projects one after another
 * (files of one project in a row keep reusing a worker's module graph) in the order of their names, so the slowest
 * file of all (the fuzzing, in node-isolated) started last and ran alone at the end. Within a project: files with
 * no time on record first (larger before smaller), then failed ones, then the longest.
 */
class LongestProjectFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const { cache, config } = this.ctx;
    const longest = new Map<string, number>();
    for (const spec of sorted) {
      const duration = cache.getFileTestResults(`${spec.project.name}:${path.relative(config.root, spec.moduleId)}`)?.duration ?? 0;
      longest.set(spec.project.name, Math.max(longest.get(spec.project.name) ?? 0, duration));
    }
    // Array sort is stable: within a project, vitest's order stays.
    return sorted.sort((a, b) => longest.get(b.project.name)! - longest.get(a.project.name)!);
  }
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Tests slower than this are shown with their time in the default reporter's output.
    slowTestThreshold: 2000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine (the CI machine kind), where much
    // of a file's time is spent waiting for the servers, stores and child processes it starts. Two there took the
    // stage from about 5.5 to 4 minutes.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: LongestProjectFirst },
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: nodeFiles.shared, isolate: false, testTimeout: nodeTimeout } },
      { extends: true, test: { name: 'node-isolated', environment: 'node', include: nodeFiles.isolated, testTimeout: nodeTimeout } },
      {
        extends: true,
        test: { name: 'jsdom', environment: 'jsdom', include: jsdomFiles.shared, isolate: false, setupFiles: ['tests/support/jsdom-setup.ts'] },
      },
      {
        extends: true,
        test: { name: 'jsdom-isolated', environment: 'jsdom', include: jsdomFiles.isolated, setupFiles: ['tests/support/jsdom-setup.ts'] },
      },
    ],
  },
});
