// What every visitor's browser downloads is the static import graph of the client components on the site
// layout and pages: nothing from there may reach zod, block schemas, server-only code or the editor, and
// packages beyond React and Next are fetched with import() where they are needed (see README).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const visitorFolders = ['components', 'app'];
/** Packages a visitor page may import statically: React, Next's navigation hooks, and stylesheets. */
const allowedPackages = /^(react|react-dom|next\/navigation|swiper\/css)$|\.css$/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * Static, non-type imports of a file: what the bundler puts in the same download. A server action's module
 * ('use server') reaches the browser only as a reference to call: nothing it imports goes with it.
 */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (/^(\/\/.*\n)*['"]use server['"]/.test(text.trimStart())) return [];
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm)) {
    if (!match[1]) found.push(match[2]);
  }
  for (const match of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(match[1]);
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return null;
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : path.join(root, path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(root, candidate);
  }
  return null;
}

/** Every file and package reachable by static imports from `entries`. */
function reachable(entries: string[]) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImports(file)) {
      const target = resolve(file, specifier);
      if (target) queue.push(target);
      else if (!specifier.startsWith('.')) packages.set(specifier, file);
    }
  }
  return { files, packages };
}

const clientEntries = [
  ...visitorFolders.flatMap(sourceFiles).filter((file) => /^['"]use client['"]/.test(fs.readFileSync(path.join(root, file), 'utf8').trimStart())),
  'editor/shell/editor-gate.tsx',
];
const { files, packages } = reachable(clientEntries);

describe('code every visitor downloads', () => {
  it('starts from the client components', () => {
    expect(clientEntries).toContain('components/blocks/shared/accessible-carousel.tsx');
    expect(files.size).toBeGreaterThan(clientEntries.length);
  });

  it('imports no package beyond React and Next statically (others load with import() where needed)', () => {
    const extra = [...packages].filter(([name]) => !allowedPackages.test(name)).map(([name, by]) => `${name} (from ${by})`);
    expect(extra).toEqual([]);
  });

  it('reaches no block schema, no server-only code and no editor code but its gate', () => {
    const forbidden = [...files].filter(
      (file) =>
        /(^|\/)schemas?\.ts$/.test(file) ||
        file.startsWith('lib/db/') ||
        fs.readFileSync(path.join(root, file), 'utf8').includes("'server-only'") ||
        // The gate, what it reads from the address and cookies, and the flash message kept over a reload it looks for.
        (file.startsWith('editor/') && !['editor/shell/editor-gate.tsx', 'editor/shell/editor-wanted.ts', 'editor/ui/flash.ts'].includes(file)),
    );
    expect(forbidden).toEqual([]);
  });
});

/**
 * The client components a server file's static imports reach: where the bundler's client code starts. The search stops
 * at each one ('use client'): what it imports is client code already.
 */
function clientBoundaries(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (/^['"]use client['"]/.test(fs.readFileSync(path.join(root, file), 'utf8').trimStart())) {
      found.add(file);
      continue;
    }
    for (const specifier of staticImports(file)) {
      const target = resolve(file, specifier);
      if (target) queue.push(target);
    }
  }
  return found;
}

describe('a block’s browser code', () => {
  const blockEntries = fs
    .readdirSync(path.join(root, 'components/blocks'))
    .map((name) => `components/blocks/${name}/index.ts`)
    .filter((file) => fs.existsSync(path.join(root, file)));

  it('reaches a page only through block-parts.tsx: no block imports a client component itself', () => {
    // Every client component a block imported would be in every page's first scripts (one route for all pages).
    expect(blockEntries.length).toBeGreaterThan(20);
    expect([...clientBoundaries(blockEntries)]).toEqual(['components/blocks/block-parts.tsx']);
  });

  it('is one download per part, each fetched with import()', () => {
    const parts = fs.readFileSync(path.join(root, 'components/blocks/block-parts.tsx'), 'utf8');
    expect(staticImports('components/blocks/block-parts.tsx')).toEqual(['@/components/ui/where-rendered']);
    // Each named as it is exported: a page names the parts it renders by that name (RenderContents).
    const entries = [...parts.matchAll(/^export const (\w+) = whereRendered\('(\w+)', \(\) => import\(/gm)];
    expect(entries.length).toBe(parts.match(/^export const /gm)?.length);
    for (const [, exported, named] of entries) expect(named).toBe(exported);
  });
});

describe('calls to the API from the browser', () => {
  it('go through the one client (lib/api/client.ts): no file in components/ or editor/ calls fetch itself', () => {
    const calling = ['components', 'editor']
      .flatMap(sourceFiles)
      .filter((file) => /(^|[^\w.])fetch\s*\(/.test(fs.readFileSync(path.join(root, file), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')));
    expect(calling).toEqual([]);
  });

  it('the client is small and framework-free, so blocks may use it', () => {
    const { files: reached, packages: used } = reachable(['lib/api/client.ts']);
    expect([...reached]).toEqual(['lib/api/client.ts']);
    expect([...used.keys()]).toEqual([]);
  });
});

describe('the API route', () => {
  it('reaches the blocks’ definitions (schemas and fields) but no block component, and no React', () => {
    const route = fs.readdirSync(path.join(root, 'app/api'), { recursive: true }).map(String).find((file) => file.endsWith('route.ts'));
    const { files: reached, packages: used } = reachable([path.join('app/api', route!)]);
    expect([...reached].filter((file) => file.endsWith('.tsx'))).toEqual([]);
    expect([...reached].some((file) => file === 'components/blocks/definitions.ts')).toBe(true);
    expect([...used.keys()].filter((name) => /^react(-dom)?($|\/)/.test(name))).toEqual([]);
  });
});
