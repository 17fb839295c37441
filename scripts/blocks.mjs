// Writes the three block lists from components/blocks/blocks.json, the one list of block folders in the order the
// editor's picker offers them:
//   generated/definitions.ts  every block's definition, without React (the API, the server, the editor's fields)
//   generated/components.ts   every block's component, bound to its schema (rendering)
//   generated/server-data.ts  the loaders of the blocks with a server-data.ts (server-only)
//   generated/stylesheets.ts  the rules of every block stylesheet, by id
// and, beside each stylesheet of the blocks and of the card grid they share (components/blocks/**/*.css,
// components/hub/*.css), the `*.styles.ts` its code imports: the class names of a `*.module.css`, as a CSS module
// gives them. Each block is registered with the stylesheets its code imports (followed through its imports), and
// RenderContents puts their rules into the page with the block: a page carries only the styles of its own blocks
// (the bundler would put every block's styles into every page).
// `node scripts/blocks.mjs` writes them; `--check` only says whether they are current (tests/unit/block-lists.test.ts).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classLines, compileStylesheet } from './compile-styles.mjs';

const blocksDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'components', 'blocks');

const HEADER = '// Written by scripts/blocks.mjs from components/blocks/blocks.json: do not edit; run `npm run blocks`.\n';

/** camelCase name of a block folder: 'rich-text' -> 'richText'. */
const identifier = (folder) => folder.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** The folders under components/blocks that hold a block (they have a definition.ts). */
export function blockFolders(dir = blocksDir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'definition.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The listed folders, refused with a clear message when a folder is missing, repeated or not a block. */
export function listedFolders(dir = blocksDir) {
  const listed = JSON.parse(readFileSync(join(dir, 'blocks.json'), 'utf8'));
  if (!Array.isArray(listed) || !listed.every((name) => typeof name === 'string' && /^[a-z][a-z0-9-]*$/.test(name))) {
    throw new Error('components/blocks/blocks.json must be a list of block folder names');
  }
  const repeated = listed.filter((name, index) => listed.indexOf(name) !== index);
  if (repeated.length > 0) throw new Error(`components/blocks/blocks.json lists ${repeated.join(', ')} more than once`);
  const folders = blockFolders(dir);
  const notBlocks = listed.filter((name) => !folders.includes(name));
  if (notBlocks.length > 0) throw new Error(`components/blocks/blocks.json lists ${notBlocks.join(', ')}, which has no definition.ts`);
  const unlisted = folders.filter((name) => !listed.includes(name));
  if (unlisted.length > 0) throw new Error(`components/blocks/${unlisted.join(', ')} has a definition.ts but is not in blocks.json`);
  for (const name of listed) {
    if (!existsSync(join(dir, name, 'index.ts'))) throw new Error(`components/blocks/${name} has no index.ts`);
  }
  return listed;
}

/** components/ (the blocks folder's parent): stylesheets and the imports followed stay inside it. */
const componentsOf = (dir) => resolve(dir, '..');
const slash = (path) => path.split(sep).join('/');

/** Every stylesheet the blocks deliver themselves, as paths from components/ ('blocks/page-hub/page-hub.module.css'). */
export function blockStylesheets(dir = blocksDir) {
  const components = componentsOf(dir);
  const walk = (folder) =>
    existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
          const path = join(folder, entry.name);
          if (entry.isDirectory()) return entry.name === 'generated' ? [] : walk(path);
          return entry.name.endsWith('.css') ? [slash(relative(components, path))] : [];
        })
      : [];
  return [...walk(dir), ...walk(join(components, 'hub'))].sort();
}

/** A stylesheet's id (what the page's <style> is known by) and its module's path, from its path under components/. */
const sheetId = (file) => file.replace(/(\.module)?\.css$/, '');
const stylesModulePath = (file) => file.replace(/(\.module)?\.css$/, '.styles.ts');

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** `{ A, B } from 'x'` imports of a file: the names it takes from each specifier. */
const NAMED_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
/**
 * A parts module's entries (components/ui/where-rendered.tsx): `export const Name = whereRendered('Name', () =>
 * import('./file')`: the name given is the export's (a page names its parts by it, RenderContents).
 */
const PART = /export const (\w+) = whereRendered\(\s*'(\w+)',\s*\(\) => import\(['"]([^'"]+)['"]\)([^;]*);/g;

/** A parts module's entries, by export name: the file each imports, and whether a page names it (namedByPage). */
function partsOf(text, file) {
  return new Map(
    [...text.matchAll(PART)].map(([, part, name, path, rest]) => {
      if (part !== name) throw new Error(`${file}: the part ${part} is named '${name}'; give it its export's name`);
      return [part, { path, named: !/\bnamedByPage: false\b/.test(rest) }];
    }),
  );
}

/**
 * The stylesheets a block's code imports, in the order its files first import them: every file of the block's
 * folder, and the files of components/ they import, followed (a lazily imported file's styles count too: its
 * markup shows on the same page). From a parts module (block-parts.tsx) only the parts a file takes are followed;
 * their names are the block's parts (RenderContents names them on the block's element, so that a page asks for all
 * its parts' code at once).
 */
function followBlock(dir, name, sheetsByModule) {
  const components = componentsOf(dir);
  const folder = join(dir, name);
  const queue = readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.styles.ts'))
    .sort()
    .map((file) => join(folder, file));
  const seen = new Set(queue);
  const found = [];
  const partNames = new Set();
  const resolveFrom = (file, specifier) => {
    const base = specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier.startsWith('@/components/') ? join(components, specifier.slice('@/components/'.length)) : null;
    if (!base) return null;
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => /\.tsx?$/.test(path) && (existsSync(path) || sheetsByModule.has(slash(relative(components, path))))) ?? null;
  };
  const follow = (target) => {
    if (!target || seen.has(target) || relative(components, target).startsWith('..')) return;
    seen.add(target);
    const sheet = sheetsByModule.get(slash(relative(components, target)));
    if (sheet) found.push(sheet);
    else queue.push(target);
  };
  while (queue.length > 0) {
    const file = queue.shift();
    const text = readFileSync(file, 'utf8');
    const named = new Map([...text.matchAll(NAMED_IMPORT)].map(([, names, specifier]) => [specifier, names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean)]));
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const target = resolveFrom(file, specifier);
      const parts = target && existsSync(target) ? partsOf(readFileSync(target, 'utf8'), target) : new Map();
      if (parts.size === 0) follow(target);
      else
        for (const part of named.get(specifier) ?? []) {
          const entry = parts.get(part);
          if (!entry) continue;
          if (entry.named) partNames.add(part);
          follow(resolveFrom(target, entry.path));
        }
    }
  }
  return { stylesheets: found, parts: [...partNames].sort() };
}

/** The module beside one stylesheet. */
function stylesModule(file, classes) {
  const base = file.split('/').pop();
  const modules = file.endsWith('.module.css');
  return `// Written by scripts/blocks.mjs from ${base}: do not edit; run \`npm run blocks\`.
// Its rules reach a page with each block whose code imports this (generated/stylesheets.ts, RenderContents).
${
  modules
    ? `const styles: Readonly<Record<string, string>> = {
${classLines(classes).join('\n')}
};
export default styles;
`
    : 'export {};\n'
}`;
}

/** The generated files' contents, by path under components/blocks. */
export function generatedFiles(dir = blocksDir) {
  const folders = listedFolders(dir);
  const componentsDir = componentsOf(dir);
  const sheets = blockStylesheets(dir).map((file) => ({ file, id: sheetId(file), ...compileStylesheet(`components/${file}`, readFileSync(join(componentsDir, file), 'utf8'), 'cs') }));
  const sheetsByModule = new Map(sheets.map((sheet) => [stylesModulePath(sheet.file), sheet.id]));
  const styleModules = Object.fromEntries(sheets.map((sheet) => [slash(relative(dir, join(componentsDir, stylesModulePath(sheet.file)))), stylesModule(sheet.file, sheet.classes)]));
  const list = (items) => JSON.stringify(items).replace(/","/g, '", "').replace(/"/g, "'");
  const blockArguments = (name) => {
    const { stylesheets, parts } = followBlock(dir, name, sheetsByModule);
    return parts.length ? `${list(stylesheets)}, ${list(parts)}` : list(stylesheets);
  };

  const stylesheets = `${HEADER}
/** Each block stylesheet's rules, by id; a block's registration lists the ids its code imports. */
export const stylesheetRules: Readonly<Record<string, string>> = {
${sheets.map((sheet) => `  ${JSON.stringify(sheet.id)}: ${JSON.stringify(sheet.css)},`).join('\n')}
};
`;
  const withServerData = folders.filter((name) => existsSync(join(dir, name, 'server-data.ts')));
  const lines = (make) => folders.map(make).join('\n');

  const definitions = `${HEADER}${lines((name) => `import * as ${identifier(name)} from '../${name}/definition';`)}

export const definitionModules = [
${lines((name) => `  ${identifier(name)},`)}
] as const;
`;

  const components = `${HEADER}import { register } from '../shared/register';
${lines((name) => `import * as ${identifier(name)} from '../${name}';`)}

export const registeredBlocks = [
${lines((name) => `  register(${identifier(name)}, ${blockArguments(name)}),`)}
];
`;

  const serverData = `${HEADER}import 'server-only';
import type { LoadServerData } from '../shared/server-data';
${withServerData.map((name) => `import { componentType as ${identifier(name)}Type } from '../${name}/definition';\nimport { loadServerData as ${identifier(name)} } from '../${name}/server-data';`).join('\n')}

export const serverDataLoaders: ReadonlyMap<string, LoadServerData> = new Map([
${withServerData.map((name) => `  [${identifier(name)}Type, ${identifier(name)}],`).join('\n')}
]);
`;

  return {
    'generated/definitions.ts': definitions,
    'generated/components.ts': components,
    'generated/server-data.ts': serverData,
    'generated/stylesheets.ts': stylesheets,
    ...styleModules,
  };
}

/** The generated files that differ from what the manifest and the folders give. */
export function staleFiles(dir = blocksDir) {
  return Object.entries(generatedFiles(dir))
    .filter(([path, text]) => !existsSync(join(dir, path)) || readFileSync(join(dir, path), 'utf8') !== text)
    .map(([path]) => path);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length > 0) {
      console.error(`The block lists are out of date (${stale.join(', ')}): run npm run blocks`);
      process.exit(1);
    }
  } else {
    // Only what changed: an unchanged file rewritten would make a running development server build again.
    for (const [path, text] of Object.entries(generatedFiles())) {
      const target = join(blocksDir, path);
      if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
    }
  }
}
