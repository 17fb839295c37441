// No module of the site imports itself through others: a cycle makes load order decide what a module sees
// (undefined at start-up), and ties code together that should be apart.
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

describe('import cycles', () => {
  it('there are none among the site’s modules, type-only imports included', async () => {
    const graph = await madge(['app', 'components', 'editor', 'lib', 'api-handlers'].map((folder) => path.join(root, folder)), {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(root, 'tsconfig.json'),
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(500);
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
